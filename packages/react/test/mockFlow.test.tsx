import { mock, sepolia } from '@openappkit/core'
import { createTestAppKit, testAddress } from '@openappkit/testing/vitest'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { useAccount } from '../src/hooks/useAccount.ts'
import { useBalance } from '../src/hooks/useBalance.ts'
import { useDisconnect } from '../src/hooks/useDisconnect.ts'
import { useNetwork } from '../src/hooks/useNetwork.ts'
import { useWalletInfo } from '../src/hooks/useWalletInfo.ts'
import { useWallets } from '../src/hooks/useWallets.ts'
import { wrapperFor } from './wrapperFor.tsx'

// A small headless app, as an integrator would write it: no modal, only hooks.
function HeadlessApp() {
  const { address, status, isConnected, caipAddress } = useAccount()
  const { caipNetwork, networks, switchNetwork, error: switchError } = useNetwork()
  const { wallets, connect, error } = useWallets()
  const { disconnect } = useDisconnect()
  const { walletInfo } = useWalletInfo()
  const balance = useBalance()
  return (
    <main>
      <p data-testid="status">{status}</p>
      <p data-testid="network">{caipNetwork?.name}</p>
      {isConnected ? (
        <>
          <p data-testid="address">{address}</p>
          <p data-testid="caip-address">{caipAddress}</p>
          <p data-testid="wallet">{walletInfo?.name}</p>
          <p data-testid="balance">
            {balance.data ? `${balance.data.formatted} ${balance.data.symbol}` : balance.status}
          </p>
          {networks.map((network) => (
            <button key={network.caipNetworkId} type="button" onClick={() => switchNetwork(network)}>
              Switch to {network.name}
            </button>
          ))}
          <button type="button" onClick={() => disconnect()}>
            Disconnect
          </button>
        </>
      ) : (
        wallets.map((wallet) => (
          <button key={wallet.id} type="button" onClick={() => connect(wallet)}>
            Connect {wallet.name}
          </button>
        ))
      )}
      {error && <p role="alert">{error.message}</p>}
      {switchError && <p role="alert">{switchError.message}</p>}
    </main>
  )
}

describe('headless app on the mock adapter', () => {
  test('connect, read the balance from the chain, switch network, disconnect', async () => {
    const adapter = mock({ balances: { [testAddress]: 3_000_000_000_000_000_000n } })
    // The data service is off: the native balance must come from the chain through the adapter.
    const { appKit } = createTestAppKit({
      adapter,
      services: { blockchainApi: false, walletDirectory: false },
    })
    render(<HeadlessApp />, { wrapper: wrapperFor(appKit) })
    await act(() => appKit.ready)
    expect(screen.getByTestId('status').textContent).toBe('disconnected')
    expect(screen.getByTestId('network').textContent).toBe('Ethereum')

    fireEvent.click(screen.getByRole('button', { name: 'Connect Mock Wallet' }))
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('connected'))
    expect(screen.getByTestId('address').textContent).toBe(testAddress)
    expect(screen.getByTestId('caip-address').textContent).toBe(`eip155:1:${testAddress}`)
    expect(screen.getByTestId('wallet').textContent).toBe('Mock Wallet')
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('3 ETH'))

    fireEvent.click(screen.getByRole('button', { name: `Switch to ${sepolia.name}` }))
    await waitFor(() => expect(screen.getByTestId('network').textContent).toBe(sepolia.name))
    expect(screen.getByTestId('caip-address').textContent).toBe(`eip155:11155111:${testAddress}`)
    // A new network is a new query key: the balance is read again, on Sepolia.
    await waitFor(() =>
      expect(screen.getByTestId('balance').textContent).toBe(`3 ${sepolia.nativeCurrency.symbol}`),
    )
    const balanceReads = adapter.calls.filter((c) => c.method === 'getBalance')
    expect(balanceReads.map((c) => (c.parameters as { network: { id: number } }).network.id)).toEqual([
      1, 11155111,
    ])

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('disconnected'))
    expect(screen.queryByTestId('address')).toBeNull()
    expect(adapter.isConnected()).toBe(false)
  })

  test("a wallet's refusal shows as an error and leaves the app disconnected", async () => {
    const adapter = mock({ features: { connectError: new Error('User rejected the request.') } })
    const { appKit } = createTestAppKit({ adapter, services: { walletDirectory: false } })
    render(<HeadlessApp />, { wrapper: wrapperFor(appKit) })
    fireEvent.click(screen.getByRole('button', { name: 'Connect Mock Wallet' }))
    expect((await screen.findByRole('alert')).textContent).toBe('User rejected the request.')
    expect(screen.getByTestId('status').textContent).toBe('disconnected')
  })

  test('a refused network switch shows the error and keeps the network', async () => {
    const adapter = mock({ features: { switchNetworkError: new Error('Switch refused') } })
    const { appKit } = createTestAppKit({
      adapter,
      services: { blockchainApi: false, walletDirectory: false },
    })
    render(<HeadlessApp />, { wrapper: wrapperFor(appKit) })
    fireEvent.click(screen.getByRole('button', { name: 'Connect Mock Wallet' }))
    fireEvent.click(await screen.findByRole('button', { name: `Switch to ${sepolia.name}` }))
    expect((await screen.findByRole('alert')).textContent).toBe('Switch refused')
    expect(screen.getByTestId('network').textContent).toBe('Ethereum')
  })
})
