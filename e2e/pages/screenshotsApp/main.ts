import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import {
  createAppKit,
  defineNetwork,
  devstackOak,
  getModalState,
  type OpenModalParameters,
  openModal,
  openPay,
  setAccountTab,
  setTheme,
} from '@openappkit/core'
import { AppKitProvider } from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'
import { createWalletConnect } from '@openappkit/walletconnect'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

// The modal alone on a plain page, for the screenshot test: the real adapter (the test wallet
// is injected), the devstack's services, `?locale=` and `?theme=`, and `window.screenshots` to
// move between views without a reload. The devstack's URLs come as JSON in `?urls=`.
const query = new URLSearchParams(location.search)
const urls = JSON.parse(query.get('urls') ?? 'null') as Record<string, string> | null
const chainId = Number(query.get('chainId'))
if (!urls || !chainId) throw new Error('missing ?urls= or ?chainId=')

const evm = defineNetwork({
  chainNamespace: 'eip155',
  id: chainId,
  name: 'Devstack',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: urls.evmRpc as string,
  testnet: true,
})
const metadata = {
  name: 'Screenshots',
  description: 'The modal, view by view',
  url: location.origin,
  icons: [],
}
const walletConnect = createWalletConnect({
  projectId: 'openappkit-e2e',
  relayUrl: urls.relay as string,
  metadata,
})
const appKit = createAppKit({
  projectId: 'openappkit-e2e',
  metadata,
  networks: [evm],
  adapters: [createWagmiAdapter({ networks: [evm], walletConnect })],
  additionalSwapNetworks: [evm.caipNetworkId],
  features: { pay: true },
  locale: query.get('locale') === 'ar' ? 'ar' : 'en',
  themeMode: query.get('theme') === 'dark' ? 'dark' : 'light',
  services: {
    blockchainApi: urls.blockchainApi as string,
    walletDirectory: urls.walletDirectory as string,
    analytics: false,
    rpc: false,
    authFrame: urls.frame as string,
  },
})

Object.assign(window, {
  screenshots: {
    open: (parameters: OpenModalParameters) => openModal(appKit, parameters),
    pay: (recipient: string) => openPay(appKit, { recipient, amount: '5', asset: devstackOak }),
    setThemeMode: (themeMode: 'light' | 'dark') => setTheme(appKit, { themeMode }),
    activity: () => setAccountTab(appKit, 'activity'),
    view: () => getModalState(appKit).view,
  },
})
createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(AppKitProvider, { appKit }, createElement(AppKitModal)),
)
