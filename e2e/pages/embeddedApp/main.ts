import { createSolanaAdapter, fetchSolanaCluster } from '@openappkit/adapter-solana'
import { authConnector, createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { FrameClient } from '@openappkit/auth-frame-client'
import {
  connect,
  createAppKit,
  createEmbeddedApproval,
  defineNetwork,
  disconnect,
  getAccount,
  getAccountType,
  getNetwork,
  openModal,
  setPreferredAccountType,
  setTheme,
  showFrameTimeoutAlert,
  startEmailLogin,
  submitEmailOtp,
  switchNetwork,
  watchAccount,
} from '@openappkit/core'
import {
  AppKitProvider,
  ConnectButton,
  useCallsStatus,
  useSendCalls,
  useSocialLogin,
} from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

// An app with the embedded wallet on both namespaces: one frame client (the app's, or with
// `pieces=sdk` the SDK's), core's approval for both adapters, a connect button and the modal (its email entry,
// device and code views, ApproveTransaction). embeddedApp.test.ts drives the login through core's
// actions on `window.app`, embeddedModal.test.ts through the modal alone. The devstack's URLs come
// in the query string, and `email=off` / `showWallets=off` switch `features.email` /
// `features.emailShowWallets` off; `socials=google,x` names `features.socials` (else the default
// list). The social panel logs in through `useSocialLogin` alone, without the modal. `directory`
// (the devstack's wallet directory) turns the directory on, and with it the check of the page's
// origin against the project's allowlist; `api` (the devstack's data service) turns the balances,
// tokens, prices and swaps on. The batch panel sends EIP-5792 batches through the hooks alone.
const query = new URLSearchParams(location.search)
const param = (name: string) => query.get(name) ?? ''

const evm = defineNetwork({
  chainNamespace: 'eip155',
  id: Number(param('chainId')),
  name: 'Devstack',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: param('evmRpc'),
  testnet: true,
})
const other = defineNetwork({
  chainNamespace: 'eip155',
  id: 1,
  name: 'Not on the frame',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: param('evmRpc'),
  testnet: true,
})
const solana = await fetchSolanaCluster({ name: 'Devstack Solana', rpcUrl: param('solanaRpc') })

// `pieces=sdk`: the app writes `features.email` and nothing else, and the SDK makes the frame
// client, the adapters' embedded wallet and the approval. Otherwise the app brings its own.
const sdkMade = param('pieces') === 'sdk'
const approval = createEmbeddedApproval()
const client = sdkMade
  ? undefined
  : new FrameClient({
      projectId: 'openappkit-e2e',
      frameUrl: param('frame'),
      chainId: evm.id,
      // Called only after createAppKit below has run: the frame times out no sooner than 20 s.
      onTimeout: (reason) => showFrameTimeoutAlert(appKit, reason),
    })
const wagmi = createWagmiAdapter({
  networks: [evm, other],
  injected: false,
  eip6963: false,
  walletConnect: false,
  ...(client ? { authConnector: authConnector({ client, hooks: approval.hooks }) } : {}),
})
const sol = createSolanaAdapter({
  networks: [solana],
  walletStandard: false,
  walletConnect: false,
  storage: localStorage,
  ...(client ? { auth: { client, hooks: approval.hooks } } : {}),
})
const appKit = createAppKit({
  projectId: 'openappkit-e2e',
  networks: [evm, other, solana],
  adapters: [wagmi, sol],
  features: {
    email: param('email') !== 'off',
    emailShowWallets: param('showWallets') !== 'off',
    ...(query.has('socials') ? { socials: param('socials').split(',').filter(Boolean) as never } : {}),
  },
  // With the data service, swaps on the devstack chain (its convert API serves them).
  ...(param('api') ? { additionalSwapNetworks: [evm.caipNetworkId] } : {}),
  // A wallet row for the Connect view to list (or hide behind "Continue with a wallet").
  customWallets: [{ id: 'e2e-wallet', name: 'E2E Wallet' }],
  // The frame the client loads: core refuses a client pointing elsewhere.
  services: {
    blockchainApi: param('api') || false,
    walletDirectory: param('directory') || false,
    analytics: false,
    rpc: false,
    authFrame: param('frame'),
  },
})
if (client) approval.attach(appKit, client)

for (const namespace of ['eip155', 'solana'] as const) {
  const prefix = namespace === 'eip155' ? 'evm' : 'solana'
  watchAccount(
    appKit,
    (account) => {
      const status = document.querySelector(`[data-testid="${prefix}-status"]`)
      const address = document.querySelector(`[data-testid="${prefix}-address"]`)
      if (status) status.textContent = account.status
      if (address) address.textContent = account.address ?? ''
    },
    { namespace },
  )
}

/** The app's own social buttons on `useSocialLogin`: what it says is what a headless app shows. */
function SocialPanel() {
  const login = useSocialLogin()
  return createElement(
    'section',
    { 'aria-label': 'Social login (hook)' },
    // Farcaster has a flow of its own (its view in the modal).
    ...login.socials
      .flatMap((social) => (social === 'farcaster' ? [] : [social]))
      .map((social) =>
        createElement(
          'button',
          { key: social, type: 'button', onClick: () => login.start(social).catch(() => {}) },
          `Hook: ${social}`,
        ),
      ),
    createElement(
      'output',
      { 'data-testid': 'hook-social-state' },
      [login.step, login.provider, login.error?.failure].filter(Boolean).join(' '),
    ),
  )
}

/**
 * An app's own "batch" button on `useSendCalls` / `useCallsStatus`: it sends the calls a test put
 * in `window.app.batch` (hex data, no value) and shows the id, progress, status and error.
 */
function BatchPanel() {
  const send = useSendCalls()
  const status = useCallsStatus({ id: send.data?.id })
  const batch = () => (window as unknown as { app: { batch: { to: string; data: string }[] } }).app.batch
  return createElement(
    'section',
    { 'aria-label': 'Batch (hook)' },
    createElement(
      'button',
      { type: 'button', onClick: () => send.sendCalls({ calls: batch() }) },
      'Send batch',
    ),
    createElement(
      'output',
      { 'data-testid': 'batch-progress' },
      send.progress ? `${send.progress.done}/${send.progress.total}` : '',
    ),
    createElement('output', { 'data-testid': 'batch-id' }, send.data?.id ?? ''),
    createElement('output', { 'data-testid': 'batch-status' }, status.data?.status ?? ''),
    createElement(
      'output',
      { 'data-testid': 'batch-receipts' },
      status.data ? String(status.data.receipts.length) : '',
    ),
    createElement(
      'output',
      { 'data-testid': 'batch-error' },
      send.error?.message ?? status.error?.message ?? '',
    ),
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(
    AppKitProvider,
    { appKit },
    createElement(ConnectButton),
    createElement(SocialPanel),
    createElement(BatchPanel),
    createElement(AppKitModal),
  ),
)

Object.assign(window, {
  // The name e2e/src/captureModal.ts calls, as on the playground.
  openAppKitPlayground: { setThemeMode: (mode: 'light' | 'dark') => setTheme(appKit, { themeMode: mode }) },
  app: {
    appKit,
    client,
    wagmi,
    sol,
    evm,
    other,
    solana,
    startEmailLogin: (email: string) => startEmailLogin(appKit, { email, namespace: 'eip155' }),
    submitEmailOtp: (otp: string) => submitEmailOtp(appKit, { otp, namespace: 'eip155' }),
    switchNetwork: (network: typeof evm) => switchNetwork(appKit, network),
    activeNetworkName: () => getNetwork(appKit).caipNetwork?.name,
    connectSolana: () => connect(appKit, { connectorId: 'auth', namespace: 'solana' }),
    // As an app's "Sign in with Farcaster" button (or the Connect view's social row) does.
    openFarcaster: () => openModal(appKit, { view: 'ConnectingFarcaster' }),
    disconnect: () => disconnect(appKit),
    evmAccount: () => getAccount(appKit, { namespace: 'eip155' }),
    accountType: () => getAccountType(appKit),
    setPreferredAccountType: (type: 'eoa' | 'smartAccount') => setPreferredAccountType(appKit, type),
  },
})
