import { createSolanaAdapter, defineSolanaCluster } from '@openappkit/adapter-solana'
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { type AppKitOptions, createAppKit, defineNetwork, serverSiwx } from '@openappkit/core'
import { devstackChainId, devstackSolanaGenesisHash, devstackUrls } from './devstackUrls'
import { metadata, walletConnect } from './walletConnect'

// Two EVM networks on the devstack's one anvil: a wallet can switch between them, and any other
// chain it moves to is one the app does not support.
export const devstack = defineNetwork({
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
// The devstack's litesvm chain.
export const devstackSolana = defineSolanaCluster({
  genesisHash: devstackSolanaGenesisHash,
  name: 'Solana Devstack',
  rpcUrl: devstackUrls.solanaRpc,
  wsUrl: devstackUrls.solanaWs,
})
const evmNetworks = [devstack, devstackTwo]
const search = new URLSearchParams(location.search)
/** The modal's languages, each on the Locale page. */
export const playgroundLocales = [
  'en',
  'de',
  'es',
  'fr',
  'it',
  'pt-BR',
  'nl',
  'tr',
  'ar',
  'ja',
  'ko',
  'zh-CN',
] as const
/** The app-backend stand-in that checks sign-ins: in the devstack's URLs the e2e build bakes in, else its default port. */
export const signInBackendUrl = (devstackUrls as { siwx?: string }).siwx ?? 'http://127.0.0.1:8613'
/**
 * `?signIn=optional` or `?signIn=required`: sign-in with the wallet (checked by the backend
 * stand-in) on this one instance; off otherwise, so connecting on the other pages asks no signature.
 */
export const signInMode = (['optional', 'required'] as const).find((m) => m === search.get('signIn'))
// `?restoreTimeoutMs=300`: the browser tests meet a restore slower than its timeout quickly.
const syncTimeoutMs = Number(search.get('restoreTimeoutMs')) || undefined

const options: AppKitOptions = {
  projectId: 'playground',
  metadata,
  networks: [...evmNetworks, devstackSolana],
  // The real adapters: extension wallets announced over EIP-6963 and Wallet Standard (the dev
  // wallet is one), and WalletConnect pairing over the devstack's relay.
  adapters: [
    createWagmiAdapter({ networks: evmNetworks, walletConnect, syncTimeoutMs }),
    createSolanaAdapter({ networks: [devstackSolana], storage: localStorage, syncTimeoutMs, walletConnect }),
  ],
  // Swaps are offered on SPEC §9's chains; the devstack's chain (its pool on anvil) is added.
  additionalSwapNetworks: [devstack.caipNetworkId],
  themeMode: search.get('theme') === 'dark' ? 'dark' : 'light',
  // Pay is off by default in the SDK; the Pay page needs it. `?onramp=off`: the onramp feature
  // switched off (Account offers no Buy).
  features: { pay: true, ...(search.get('onramp') === 'off' ? { onramp: false } : {}) },
  ...(signInMode
    ? {
        siwx: serverSiwx({
          url: signInBackendUrl,
          statement: 'Sign in to the OpenAppKit playground',
          required: signInMode === 'required',
        }),
      }
    : {}),
  // `?locale=de`: the modal's language (the Locale page links each one).
  locale: playgroundLocales.find((l) => l === search.get('locale')) ?? 'en',
  services: {
    blockchainApi: devstackUrls.blockchainApi,
    walletDirectory: devstackUrls.walletDirectory,
    analytics: devstackUrls.analytics,
    // Chain reads through the project's RPC (the devstack's `/v1/?chainId=` proxy), the
    // networks' own URLs behind it.
    rpc: devstackUrls.blockchainApi,
    // The embedded wallet (features.email, on by default) on the devstack's frame.
    authFrame: devstackUrls.frame,
  },
}

// `?adapters=none`: an app with no adapters, connecting through its WalletConnect session alone.
const walletConnectOnly: AppKitOptions = { ...options, adapters: [], walletConnect, networks: evmNetworks }

// One instance for every page, created once at module level: every page shows the same
// connection, and remounts keep it.
export const appKit = createAppKit(search.get('adapters') === 'none' ? walletConnectOnly : options)
