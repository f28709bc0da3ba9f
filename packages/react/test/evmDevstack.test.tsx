import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import {
  type CaipNetwork,
  createAppKit,
  defineNetwork,
  isUserRejection,
  sepolia,
  UserRejectedRequestError,
} from '@openappkit/core'
import type {} from '@openappkit/devstack/vitest'
import { announceEip6963, createEvmWallet, TEST_WALLET_INFO } from '@openappkit/testing/wallet'
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Hex } from 'viem'
import { expect, inject, test } from 'vitest'
import { useAccount as useWagmiAccount } from 'wagmi'
import { AppKitProvider } from '../src/AppKitProvider.tsx'
import { AppKitWagmiProvider } from '../src/AppKitWagmiProvider.tsx'
import { useAccount } from '../src/hooks/useAccount.ts'
import { useActivity } from '../src/hooks/useActivity.ts'
import { useBalance } from '../src/hooks/useBalance.ts'
import { useConnect } from '../src/hooks/useConnect.ts'
import { useDisconnect } from '../src/hooks/useDisconnect.ts'
import { useNetwork } from '../src/hooks/useNetwork.ts'
import { usePortfolio } from '../src/hooks/usePortfolio.ts'
import { useWallets } from '../src/hooks/useWallets.ts'

// The project's one devstack (its global setup); this file alone uses it, from account 0.
const devstack = inject('devstack')
const chainId = devstack.chains.evm.chainId
// Not the first account: the adapters' test files fund their own accounts from it meanwhile.
const privateKey = devstack.accounts.evm[3]?.privateKey as Hex

function App() {
  const { status, address } = useAccount()
  const wagmi = useWagmiAccount()
  const { caipNetwork, networks, switchNetwork } = useNetwork()
  const { wallets, connect } = useWallets()
  const { disconnect } = useDisconnect()
  const balance = useBalance()
  const portfolio = usePortfolio()
  return (
    <main>
      <p data-testid="status">{status}</p>
      <p data-testid="address">{address}</p>
      <p data-testid="wagmi">{wagmi.address ?? 'none'}</p>
      <p data-testid="network">{caipNetwork?.name}</p>
      <p data-testid="balance">
        {balance.data ? `${balance.data.formatted} ${balance.data.symbol}` : balance.status}
      </p>
      <p data-testid="tokens">{portfolio.data?.map((t) => `${t.quantity.numeric} ${t.symbol}`).join(', ')}</p>
      {wallets
        .filter((w) => w.group === 'injected')
        .map((w) => (
          <button key={w.id} type="button" onClick={() => connect(w)}>
            Connect {w.name}
          </button>
        ))}
      {networks.map((n) => (
        <button key={n.caipNetworkId} type="button" onClick={() => switchNetwork(n)}>
          Switch to {n.name}
        </button>
      ))}
      <button type="button" onClick={() => disconnect()}>
        Disconnect
      </button>
    </main>
  )
}

/** The devstack's chain as a network, an EIP-6963 test wallet on it, the EVM adapter and an instance. */
function devstackApp(extraNetworks: CaipNetwork[] = []) {
  const local = defineNetwork({
    chainNamespace: 'eip155',
    id: chainId,
    name: 'Devstack',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrl: devstack.urls.evmRpc,
    testnet: true,
  })
  const networks = [local, ...extraNetworks]
  const wallet = createEvmWallet({
    privateKeys: [privateKey],
    chainId: local.id as number,
    chains: Object.fromEntries(networks.map((network) => [network.id as number, devstack.urls.evmRpc])),
  })
  const stopAnnouncing = announceEip6963(wallet.provider)
  const adapter = createWagmiAdapter({ networks, storage: null, injected: false })
  const appKit = createAppKit({
    projectId: 'react-test',
    adapters: [adapter],
    networks,
    storage: null,
    services: { blockchainApi: devstack.urls.blockchainApi, walletDirectory: false, analytics: false },
  })
  const stop = () => {
    stopAnnouncing()
    adapter.destroy()
    appKit.destroy()
  }
  return { local, wallet, adapter, appKit, stop }
}

/** Renders `ui` under the provider and connects the test wallet through `useWallets`' button. */
async function renderConnected(appKit: ReturnType<typeof devstackApp>['appKit'], ui: ReactNode) {
  render(
    <AppKitProvider appKit={appKit}>
      <AppKitWagmiProvider>{ui}</AppKitWagmiProvider>
    </AppKitProvider>,
  )
  await act(() => appKit.ready)
  fireEvent.click(await screen.findByRole('button', { name: `Connect ${TEST_WALLET_INFO.name}` }))
  await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('connected'), { timeout: 10_000 })
}

test('connects an EIP-6963 wallet through the EVM adapter, reads balances from the data service, switches and disconnects', async () => {
  // Sepolia's chain here is the devstack's anvil too, so its balance can be read from the chain.
  const { wallet, appKit, stop } = devstackApp([
    { ...sepolia, rpcUrls: { default: { http: [devstack.urls.evmRpc] } } },
  ])
  await renderConnected(appKit, <App />)
  expect(screen.getByTestId('address').textContent).toBe(wallet.address)
  // The same connection is visible to wagmi's own hooks under our provider.
  await waitFor(() => expect(screen.getByTestId('wagmi').textContent).toBe(wallet.address))
  expect(screen.getByTestId('network').textContent).toBe('Devstack')
  await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('10000 ETH'), {
    timeout: 10_000,
  })
  expect(screen.getByTestId('tokens').textContent).toBe('10000 ETH, 1000000 OAK, 1000000 TUSD')

  fireEvent.click(screen.getByRole('button', { name: `Switch to ${sepolia.name}` }))
  await waitFor(() => expect(screen.getByTestId('network').textContent).toBe(sepolia.name))
  // Sepolia is not on the data service's supported list: the balance is read from the chain,
  // not a misleading 0 from the service.
  await waitFor(() =>
    expect(screen.getByTestId('balance').textContent).toBe(`10000 ${sepolia.nativeCurrency.symbol}`),
  )

  fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
  await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('disconnected'))
  await waitFor(() => expect(screen.getByTestId('wagmi').textContent).toBe('none'))
  stop()
}, 60_000)

function ActivityApp() {
  const { status } = useAccount()
  const { wallets, connect } = useWallets()
  const activity = useActivity()
  return (
    <main>
      <p data-testid="status">{status}</p>
      <p data-testid="available">{String(activity.available)}</p>
      <ul data-testid="activity">
        {activity.transactions.map((tx) => (
          <li key={tx.id}>
            {tx.metadata.operationType}{' '}
            {tx.transfers
              .map((t) => `${t.direction} ${t.quantity.numeric} ${t.fungible_info?.symbol}`)
              .join(', ')}
          </li>
        ))}
      </ul>
      <p data-testid="groups">{activity.groups.map((g) => `${g.year}:${g.months.length}`).join(' ')}</p>
      {wallets
        .filter((w) => w.group === 'injected')
        .map((w) => (
          <button key={w.id} type="button" onClick={() => connect(w)}>
            Connect {w.name}
          </button>
        ))}
      <button type="button" onClick={() => activity.refetch()}>
        Refresh
      </button>
    </main>
  )
}

test('useActivity lists what the account did on the chain, from the data service', async () => {
  const { local, wallet, adapter, appKit, stop } = devstackApp()
  await renderConnected(appKit, <ActivityApp />)
  expect(screen.getByTestId('available').textContent).toBe('true')

  const to = '0x000000000000000000000000000000000000dEaD'
  const hash = await adapter.sendTransfer({
    from: wallet.address,
    to,
    amount: 250_000_000_000_000_000n,
    network: local,
  })
  // The data service indexes blocks as anvil mines them: refresh once it lists the transfer.
  const history = `${devstack.urls.blockchainApi}/v1/account/${wallet.address}/history?projectId=react-test`
  await waitFor(async () => expect(JSON.stringify(await (await fetch(history)).json())).toContain(hash), {
    timeout: 10_000,
  })
  fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))
  await waitFor(() => expect(screen.getByTestId('activity').textContent).toContain('send out 0.25 ETH'), {
    timeout: 10_000,
  })
  // Mined just now: one group, this year, one month.
  expect(screen.getByTestId('groups').textContent).toBe(`${new Date().getFullYear()}:1`)
  stop()
}, 60_000)

test('a refusal in the EVM test wallet reaches the hooks as UserRejectedRequestError, whatever its shape; asked again, it connects', async () => {
  const { wallet, appKit, stop } = devstackApp()
  try {
    const { result } = renderHook(() => ({ list: useWallets(), connection: useConnect() }), {
      wrapper: ({ children }: { children?: ReactNode }) => (
        <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
      ),
    })
    await waitFor(() =>
      expect(result.current.list.wallets.some((w) => w.name === TEST_WALLET_INFO.name)).toBe(true),
    )
    const item = result.current.list.wallets.find((w) => w.name === TEST_WALLET_INFO.name)
    if (!item) throw new Error('the test wallet is not listed')
    // EIP-1193 4001, and a wallet that says no in words only.
    for (const refusal of [
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
      new Error('User denied account authorization'),
    ]) {
      // wagmi asks again with eth_requestAccounts when wallet_requestPermissions fails without 4001.
      for (const method of ['wallet_requestPermissions', 'eth_requestAccounts'])
        wallet.answers.always(method, { kind: 'throw', error: refusal })
      let caught: unknown
      await act(() =>
        result.current.connection.connectAsync(item).catch((error: unknown) => (caught = error)),
      )
      expect(caught).toBeInstanceOf(UserRejectedRequestError)
      expect(isUserRejection(caught)).toBe(true)
      expect((caught as UserRejectedRequestError).walk()).toBe(refusal)
      await waitFor(() => expect(result.current.connection.error).toBe(caught))
      expect(appKit.store.get(appKit.atoms.account('eip155')).status).toBe('disconnected')
    }
    wallet.answerNormally('wallet_requestPermissions')
    wallet.answerNormally('eth_requestAccounts')
    const account = await act(() => result.current.connection.connectAsync(item))
    expect(account).toMatchObject({ status: 'connected', address: wallet.address })
  } finally {
    stop()
  }
}, 20_000)
