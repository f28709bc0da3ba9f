import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { type AppKitOptions, createAppKit, defineNetwork, version } from '@openappkit/core'
import { AppKitProvider, useAccount, useAppKit, useAppKitTheme, useNetwork } from '@openappkit/react'
import { AppKitModal, preloadModal } from '@openappkit/react/modal'
import { useEffect } from 'react'
import { devstackChainId, devstackUrls } from './devstackUrls'

// Two networks on the devstack's one anvil: a wallet can switch between them, and any other
// chain it moves to is one the app does not support.
const devstack = defineNetwork({
  chainNamespace: 'eip155',
  id: devstackChainId,
  name: 'Devstack',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: devstackUrls.evmRpc,
  testnet: true,
})
const devstackTwo = defineNetwork({
  chainNamespace: 'eip155',
  id: devstackChainId + 1,
  name: 'Devstack Two',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: devstackUrls.evmRpc,
  testnet: true,
})
const networks = [devstack, devstackTwo]
const metadata = {
  name: 'OpenAppKit playground',
  description: 'The modal on the devstack',
  url: location.origin,
  icons: [],
}

const options: AppKitOptions = {
  projectId: 'playground',
  metadata,
  networks,
  // The real EVM adapter: extension wallets announced over EIP-6963, and WalletConnect pairing
  // over the devstack's relay (never WalletConnect's hosted one).
  adapters: [
    createWagmiAdapter({
      networks,
      projectId: 'playground',
      walletConnect: { relayUrl: devstackUrls.relay, metadata },
    }),
  ],
  themeMode: new URLSearchParams(location.search).get('theme') === 'dark' ? 'dark' : 'light',
  services: {
    blockchainApi: devstackUrls.blockchainApi,
    walletDirectory: devstackUrls.walletDirectory,
    analytics: devstackUrls.analytics,
    rpc: false,
    authFrame: false,
  },
}

// Created once at module level, so remounts keep the connection.
const appKit = createAppKit(options)

function ConnectButton() {
  const { open } = useAppKit()
  const { address, isConnected } = useAccount()
  const { caipNetwork } = useNetwork()
  return (
    <p>
      <button type="button" onClick={() => open()} onPointerEnter={() => void preloadModal()}>
        {isConnected ? 'Account' : 'Connect wallet'}
      </button>{' '}
      <span data-testid="page-account">{isConnected ? address : 'Not connected'}</span>{' '}
      <span data-testid="page-network">{caipNetwork?.name}</span>
    </p>
  )
}

/** Lets the browser tests (and people in devtools) flip the theme while the modal is open. */
function ThemeSwitch() {
  const { themeMode, setThemeMode } = useAppKitTheme()
  useEffect(() => {
    Object.assign(window, { openAppKitPlayground: { setThemeMode } })
  }, [setThemeMode])
  return (
    <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
      {themeMode === 'dark' ? 'Light theme' : 'Dark theme'}
    </button>
  )
}

/** The modal on the devstack: connect an extension or a WalletConnect wallet, see the account. */
export function MainPage() {
  return (
    <AppKitProvider appKit={appKit}>
      <main>
        <h1>OpenAppKit playground</h1>
        <p>
          SDK version <code data-testid="sdk-version">{version}</code>. The modal with the wagmi adapter on
          the devstack&apos;s chain, wallet directory and WalletConnect relay (<code>npm run dev</code> starts
          them).
        </p>
        <ConnectButton />
        <ThemeSwitch />
        <nav>
          <ul>
            <li>
              <a href="#/headless">Headless: hooks only, no modal</a>
            </li>
          </ul>
        </nav>
      </main>
      <AppKitModal />
    </AppKitProvider>
  )
}
