import { type AppKitOptions, createAppKit, defineNetwork } from '@openappkit/core'
import { AppKitProvider, useAccount, useAppKit, useAppKitTheme, useNetwork } from '@openappkit/react'
import { AppKitModal, preloadModal } from '@openappkit/react/modal'
import { useEffect } from 'react'
import { devstackUrls } from './devstackUrls'
import { injectedAdapter } from './injectedAdapter'

// Two networks on the devstack's one anvil: a wallet can switch between them, and any other
// chain it moves to is one the app does not support.
const devstack = defineNetwork({
  chainNamespace: 'eip155',
  id: 31337,
  name: 'Devstack',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: devstackUrls.evmRpc,
  testnet: true,
})
const devstackTwo = defineNetwork({
  chainNamespace: 'eip155',
  id: 31338,
  name: 'Devstack Two',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: devstackUrls.evmRpc,
  testnet: true,
})

const options: AppKitOptions = {
  projectId: 'playground',
  metadata: { name: 'OpenAppKit playground', description: 'The modal', url: location.origin, icons: [] },
  adapters: [injectedAdapter({ networks: [devstack, devstackTwo] })],
  networks: [devstack, devstackTwo],
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

export function ModalPage() {
  return (
    <AppKitProvider appKit={appKit}>
      <main>
        <h1>OpenAppKit playground: the modal</h1>
        <ConnectButton />
        <ThemeSwitch />
      </main>
      <AppKitModal />
    </AppKitProvider>
  )
}
