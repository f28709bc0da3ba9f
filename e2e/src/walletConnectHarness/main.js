// The modal on the wagmi adapter with its WalletConnect connector on the devstack's relay. It
// lives in e2e (plain JS, built by walletConnectHarness.ts) only because the playground does
// not depend on @openappkit/adapter-wagmi yet; it belongs on the playground's modal page.
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit, defineNetwork } from '@openappkit/core'
import { AppKitProvider, useAccount, useAppKit, useAppKitTheme } from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'
import { createElement as h, useEffect } from 'react'
import { createRoot } from 'react-dom/client'

const urls = JSON.parse(import.meta.env.VITE_DEVSTACK_URLS)
const devstack = defineNetwork({
  chainNamespace: 'eip155',
  id: Number(import.meta.env.VITE_DEVSTACK_CHAIN_ID),
  name: 'Devstack',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: urls.evmRpc,
  testnet: true,
})
const appKit = createAppKit({
  projectId: 'playground',
  networks: [devstack],
  adapters: [
    createWagmiAdapter({
      networks: [devstack],
      projectId: 'playground',
      walletConnect: {
        relayUrl: urls.relay,
        metadata: {
          name: 'OpenAppKit e2e',
          description: 'WalletConnect pairing',
          url: location.origin,
          icons: [],
        },
      },
    }),
  ],
  services: {
    blockchainApi: urls.blockchainApi,
    walletDirectory: urls.walletDirectory,
    analytics: urls.analytics,
    rpc: false,
    authFrame: false,
  },
})

function Page() {
  const { open } = useAppKit()
  const { setThemeMode } = useAppKitTheme()
  // The tests take each view's screenshots in both themes through this.
  useEffect(() => {
    window.openAppKitHarness = { setThemeMode }
  }, [setThemeMode])
  const { address, isConnected } = useAccount()
  return h(
    'main',
    null,
    h('h1', null, 'OpenAppKit e2e: WalletConnect'),
    h('button', { type: 'button', onClick: () => open() }, isConnected ? 'Account' : 'Connect wallet'),
    h('span', { 'data-testid': 'page-account' }, isConnected ? address : 'Not connected'),
  )
}

createRoot(document.getElementById('root')).render(h(AppKitProvider, { appKit }, h(Page), h(AppKitModal)))
