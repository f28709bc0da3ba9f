import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { App } from './App'

// The page's services are the devstack's; here msw stands in for them.
const server = setupServer(
  http.get('http://127.0.0.1:8611/getWallets', () => HttpResponse.json({ data: [], count: 0 })),
  http.get('http://127.0.0.1:8610/v1/account/:address/balance', () =>
    HttpResponse.json({
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:31337',
          price: 3000,
          quantity: { decimals: '18', numeric: '10000' },
          iconUrl: '',
        },
      ],
    }),
  ),
  http.get('http://127.0.0.1:8610/v1/identity/:address', () =>
    HttpResponse.json({ name: null, avatar: null }),
  ),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => cleanup())
afterAll(() => server.close())

test('the headless page connects and shows account, network and balance without a modal', async () => {
  window.location.hash = '#/headless'
  render(<App />)
  fireEvent.click(await screen.findByRole('button', { name: 'Mock Wallet' }))
  await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('connected'))
  expect(screen.getByTestId('address').textContent).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  expect(screen.getByTestId('network').textContent).toBe('Devstack')
  await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('10000 ETH'))
  expect(document.querySelector('[role="dialog"]')).toBeNull()
})
