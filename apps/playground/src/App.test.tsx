import { version } from '@openappkit/core'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { App } from './App'

// The devstack's wallet directory, stood in for by msw: two listed wallets.
const server = setupServer(
  http.get('http://127.0.0.1:8611/getWallets', () =>
    HttpResponse.json({
      count: 2,
      data: [
        { id: 'aurora', name: 'Aurora Wallet', image_id: 'aurora' },
        { id: 'borealis', name: 'Borealis Wallet', image_id: 'borealis' },
      ],
    }),
  ),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => cleanup())
afterAll(() => server.close())

test('the main page shows the SDK version from @openappkit/core and links to the headless page', () => {
  window.location.hash = ''
  render(<App />)
  expect(screen.getByRole('heading', { name: 'OpenAppKit playground' })).toBeTruthy()
  expect(screen.getByTestId('sdk-version').textContent).toBe(version)
  expect(screen.getByRole('link', { name: /Headless/ }).getAttribute('href')).toBe('#/headless')
})

test('Connect wallet opens the modal, offering WalletConnect (the wagmi adapter) and the directory', async () => {
  window.location.hash = ''
  render(<App />)
  fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
  // The modal's code and the rows wait on the directory's answer and the REST client's code,
  // loaded on first use: slow on a busy machine.
  const slow = { timeout: 10_000 }
  const dialog = await waitFor(() => {
    const found = document
      .querySelector('openappkit-modal')
      ?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')
    if (!found) throw new Error('no dialog yet')
    return within(found)
  }, slow)
  await waitFor(
    () => expect(dialog.getByRole('heading', { level: 2 }).textContent).toBe('Connect wallet'),
    slow,
  )
  expect(await dialog.findByRole('button', { name: /WalletConnect.*QR code/ }, slow)).toBeTruthy()
  expect(await dialog.findByRole('button', { name: 'Aurora Wallet' }, slow)).toBeTruthy()
  fireEvent.click(dialog.getByRole('button', { name: 'Close' }))
  await waitFor(() =>
    expect(
      document.querySelector('openappkit-modal')?.shadowRoot?.querySelector('[role="dialog"]'),
    ).toBeNull(),
  )
})
