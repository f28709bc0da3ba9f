import { createMemoryStorage, mock } from '@openappkit/core'
import { createTestAppKit, testDirectory as directory } from '@openappkit/testing/vitest'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { useAccount } from '../src/hooks/useAccount.ts'
import { useWallets } from '../src/hooks/useWallets.ts'
import { wrapperFor } from './wrapperFor.tsx'

const requests: URLSearchParams[] = []
const listings = [
  { id: 'metal', name: 'Metal Wallet', rdns: 'io.metal', image_url: 'https://img.test/metal.png' },
  { id: 'zen', name: 'Zen Wallet' },
  { id: 'aurora', name: 'Aurora' },
]
const server = setupServer(
  http.get(`${directory}/getWallets`, ({ request }) => {
    const params = new URL(request.url).searchParams
    requests.push(params)
    const search = params.get('search')?.toLowerCase()
    const data = search ? listings.filter((l) => l.name.toLowerCase().includes(search)) : listings
    return HttpResponse.json({ data, count: data.length })
  }),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  requests.length = 0
  vi.useRealTimers()
})
afterAll(() => server.close())

function WalletPicker() {
  const [search, setSearch] = useState('')
  const { wallets, connect, walletConnectUri, directoryCount } = useWallets({ search })
  const { status } = useAccount()
  return (
    <div>
      <input aria-label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <p data-testid="status">{status}</p>
      <p data-testid="count">{directoryCount ?? '…'}</p>
      {walletConnectUri && <p data-testid="qr">{walletConnectUri}</p>}
      <ul>
        {wallets.map((w) => (
          <li key={w.id}>
            <button type="button" onClick={() => connect(w)}>
              {`${w.group}: ${w.name}${w.connector ? ' (installed)' : ''}`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

const names = () => screen.getAllByRole('button').map((b) => b.textContent)

test('connectors and the directory merge in connector order; an installed directory wallet appears once', async () => {
  const adapter = mock({
    connectors: [
      {
        id: 'io.metal',
        type: 'ANNOUNCED',
        name: 'Metal Wallet',
        chain: 'eip155',
        info: { rdns: 'io.metal' },
      },
      { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' },
    ],
  })
  const { appKit } = createTestAppKit({ adapter, excludeWalletIds: ['aurora'] })
  render(<WalletPicker />, { wrapper: wrapperFor(appKit) })
  await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('3'))
  expect(names()).toEqual([
    'walletConnect: WalletConnect (installed)',
    'injected: Metal Wallet (installed)',
    'recommended: Zen Wallet',
  ])
  expect(requests[0]?.get('exclude')).toBe('aurora')
})

test('a search waits for typing to pause, then asks the directory once', async () => {
  const { appKit } = createTestAppKit()
  render(<WalletPicker />, { wrapper: wrapperFor(appKit) })
  await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('3'))
  vi.useFakeTimers()
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'z' } })
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ze' } })
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'zen' } })
  await act(() => vi.advanceTimersByTimeAsync(299))
  expect(requests).toHaveLength(1)
  await act(() => vi.advanceTimersByTimeAsync(1))
  // react-query and msw also run on timers: let fake time pass until the answer is drawn.
  for (let i = 0; i < 20 && screen.queryAllByRole('button').length !== 1; i++) {
    await act(() => vi.advanceTimersByTimeAsync(50))
  }
  expect(names()).toEqual(['recommended: Zen Wallet'])
  expect(requests.map((r) => r.get('search'))).toEqual([null, 'zen'])
  expect(requests[1]?.get('entries')).toBe('100')
})

test('a directory wallet connects over WalletConnect and the URI is shown for an own QR code', async () => {
  const adapter = mock({
    connectors: [{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' }],
  })
  let approve: () => void = () => {}
  const connect = adapter.connect
  adapter.connect = async (parameters) => {
    adapter.emit({ type: 'displayUri', uri: 'wc:pairing@2?relay-protocol=irn&symKey=k' })
    await new Promise<void>((resolve) => {
      approve = resolve
    })
    return connect(parameters)
  }
  const { appKit } = createTestAppKit({ adapter, storage: createMemoryStorage() })
  render(<WalletPicker />, { wrapper: wrapperFor(appKit) })
  fireEvent.click(await screen.findByRole('button', { name: 'recommended: Zen Wallet' }))
  expect((await screen.findByTestId('qr')).textContent).toBe('wc:pairing@2?relay-protocol=irn&symKey=k')
  await act(async () => approve())
  await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('connected'))
  expect(screen.queryByTestId('qr')).toBeNull()
  // The paired wallet is now a recent one, first after WalletConnect.
  await waitFor(() => expect(names()[1]).toBe('recent: Zen Wallet'))
})

test('a wallet on both namespaces is one row (its directory listing too), and choosing it connects both', async () => {
  const evm = mock({
    connectors: [
      {
        id: 'io.metal',
        type: 'ANNOUNCED',
        name: 'Metal Wallet',
        chain: 'eip155',
        info: { rdns: 'io.metal' },
        imageUrl: 'data:,metal',
      },
    ],
  })
  // The same icon bytes: Wallet Standard has no rdns, and a name alone does not merge.
  const solana = mock({
    namespace: 'solana',
    connectors: [
      {
        id: 'Metal Wallet',
        type: 'ANNOUNCED',
        name: 'Metal Wallet',
        chain: 'solana',
        imageUrl: 'data:,metal',
      },
    ],
  })
  const { appKit } = createTestAppKit({ adapters: [evm, solana] })
  render(<WalletPicker />, { wrapper: wrapperFor(appKit) })
  await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('3'))
  expect(names()).toEqual([
    'injected: Metal Wallet (installed)',
    'recommended: Zen Wallet',
    'recommended: Aurora',
  ])
  fireEvent.click(screen.getByText('injected: Metal Wallet (installed)'))
  await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('connected'))
  await waitFor(() => expect(solana.isConnected('Metal Wallet')).toBe(true))
  expect(evm.isConnected('io.metal')).toBe(true)
  expect(appKit.store.get(appKit.atoms.account('solana')).status).toBe('connected')
})
