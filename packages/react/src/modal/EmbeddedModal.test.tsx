import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { AppKitProvider } from '../AppKitProvider.tsx'
import { useAppKit } from '../hooks/useAppKit.ts'
import { AppKitModal } from './AppKitModal.tsx'
import { modalTagName } from './host/modalHost.ts'

let api: ReturnType<typeof useAppKit> | undefined
function Controls() {
  api = useAppKit()
  return null
}

test('embedded: shown in place without opening, a labelled region, and closing returns to the first view', async () => {
  const { container } = render(
    <AppKitProvider
      options={{
        projectId: 'modal-tests',
        storage: null,
        enableEmbedded: true,
        customWallets: [{ id: 'w1', name: 'Wallet One' }],
        services: {
          blockchainApi: false,
          walletDirectory: false,
          analytics: false,
          rpc: false,
          authFrame: false,
        },
      }}
    >
      <section data-testid="app-layout">
        <Controls />
        <AppKitModal />
      </section>
    </AppKitProvider>,
  )
  const shadow = await waitFor(() => {
    const root = container.querySelector(`[data-testid="app-layout"] ${modalTagName}`)?.shadowRoot
    if (!root?.querySelector('section[aria-labelledby]')) throw new Error('not yet')
    return root
  })
  // In the page's flow: no overlay, no modal dialog, nothing appended to body.
  expect(shadow.querySelector('.oak-overlay')).toBeNull()
  expect(shadow.querySelector('[role="dialog"]')).toBeNull()
  expect(document.body.querySelector(`:scope > ${modalTagName}`)).toBeNull()
  const region = within(shadow.querySelector('section[aria-labelledby]') as HTMLElement)
  expect(region.getByRole('heading', { level: 2 }).textContent).toBe('Connect wallet')

  act(() => api?.open({ view: 'AllWallets' }))
  await waitFor(() => expect(region.getByRole('heading', { level: 2 }).textContent).toBe('All wallets'))
  fireEvent.click(region.getByRole('button', { name: 'Close' }))
  // Embedded, closing cannot hide it: core returns it to Connect (Account when connected).
  await waitFor(() => expect(region.getByRole('heading', { level: 2 }).textContent).toBe('Connect wallet'))
  expect(shadow.querySelector('section[aria-labelledby]')).toBeTruthy()
})
