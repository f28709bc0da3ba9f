import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import {
  type AccountTab,
  createAppKit,
  createEmbeddedApproval,
  defaultSiwx,
  defineNetwork,
  devstackOak,
  disconnect,
  type EmbeddedRequest,
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
// `?signIn=on`: sign-in with the wallet (kept in the browser), so a connect passes through the
// sign views; off, a connect lands on Account (the peers' comparison opens it so).
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
  // Every feature whose view the test shoots.
  features: { pay: true, smartSessions: true },
  ...(query.get('signIn') === 'on' ? { siwx: defaultSiwx({ statement: 'Sign in to Screenshots' }) } : {}),
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

// An embedded-wallet request drawn in ApproveTransaction without logging in: the approval the
// frame client would attach, with no wallet behind it (the embedded wallet's own tests drive the
// real one). Attached on first use, after the email views have used the frame.
let approval: ReturnType<typeof createEmbeddedApproval> | undefined
function approve(request: EmbeddedRequest) {
  if (!approval) {
    approval = createEmbeddedApproval()
    approval.attach(appKit, { frameUrl: urls?.frame as string, rejectRpcRequests: () => {} })
  }
  const { hooks } = approval
  // The frame's side once the user answered: a rejection ends the request.
  void hooks.approve(request).then(() => hooks.settled(request, { error: new Error('rejected') }))
}

Object.assign(window, {
  screenshots: {
    open: (parameters: OpenModalParameters) => openModal(appKit, parameters),
    pay: (recipient: string) => openPay(appKit, { recipient, amount: '5', asset: devstackOak }),
    setThemeMode: (themeMode: 'light' | 'dark') => setTheme(appKit, { themeMode }),
    tab: (tab: AccountTab) => setAccountTab(appKit, tab),
    approve,
    view: () => getModalState(appKit).view,
    disconnect: () => disconnect(appKit),
  },
})
createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(AppKitProvider, { appKit }, createElement(AppKitModal)),
)
