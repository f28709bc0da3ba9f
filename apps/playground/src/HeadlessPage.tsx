import { type AppKitOptions, createAppKit, defineNetwork, mock, sepolia } from '@openappkit/core'
import {
  AppKitProvider,
  useAccount,
  useBalance,
  useDisconnect,
  useNetwork,
  usePortfolio,
  useWallets,
} from '@openappkit/react'
import { devstackChainId, devstackUrls } from './devstackUrls'

// The devstack's chain and services (apps/devstack README). The mock adapter's first account is
// the devstack's funded test account 0, so balances come from what really is on the local anvil.
const devstackChain = defineNetwork({
  chainNamespace: 'eip155',
  id: devstackChainId,
  name: 'Devstack',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: devstackUrls.evmRpc,
  testnet: true,
})

export const headlessOptions: AppKitOptions = {
  projectId: 'playground',
  adapters: [mock({ networks: [devstackChain, sepolia] })],
  services: {
    blockchainApi: devstackUrls.blockchainApi,
    walletDirectory: devstackUrls.walletDirectory,
    analytics: devstackUrls.analytics,
  },
}

// Created once at module level, so hot reloads and remounts keep the connection.
const appKit = createAppKit(headlessOptions)

function Wallets() {
  const { wallets, connect, isConnecting, error } = useWallets()
  return (
    <section>
      <h2>Connect</h2>
      <ul>
        {wallets.slice(0, 8).map((wallet) => (
          <li key={wallet.id}>
            <button type="button" disabled={isConnecting} onClick={() => connect(wallet)}>
              {wallet.name}
              {wallet.connector ? '' : ' (WalletConnect)'}
            </button>
          </li>
        ))}
      </ul>
      {error && <p role="alert">{error.message}</p>}
    </section>
  )
}

function Account() {
  const { address, caipAddress, status } = useAccount()
  const { caipNetwork, networks, switchNetwork, error } = useNetwork()
  const { disconnect } = useDisconnect()
  const balance = useBalance()
  const portfolio = usePortfolio()
  return (
    <section>
      <h2>Account</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{address}</dd>
        <dt>CAIP-10</dt>
        <dd>{caipAddress}</dd>
        <dt>Network</dt>
        <dd data-testid="network">{caipNetwork?.name}</dd>
        <dt>Balance</dt>
        <dd data-testid="balance">
          {balance.data
            ? `${balance.data.formatted} ${balance.data.symbol}`
            : (balance.error?.message ?? '…')}
        </dd>
      </dl>
      <h3>Tokens</h3>
      <ul>
        {portfolio.data?.map((token) => (
          <li key={`${token.chainId}:${token.address ?? 'native'}`}>
            {token.quantity.numeric} {token.symbol}
          </li>
        ))}
      </ul>
      {networks.map((network) => (
        <button key={network.caipNetworkId} type="button" onClick={() => switchNetwork(network)}>
          Switch to {network.name}
        </button>
      ))}
      <button type="button" onClick={() => disconnect()}>
        Disconnect
      </button>
      {error && <p role="alert">{error.message}</p>}
    </section>
  )
}

function Headless() {
  const { isConnected } = useAccount()
  return isConnected ? <Account /> : <Wallets />
}

/** Hooks only, no modal: connect, account, network and balances, against the devstack. */
export function HeadlessPage() {
  return (
    <AppKitProvider appKit={appKit}>
      <h1>Headless</h1>
      <p>
        Mock adapter (account 0 of the devstack) with the devstack&apos;s data service and wallet directory.
        Start them with <code>pnpm dev</code>.
      </p>
      <Headless />
    </AppKitProvider>
  )
}
