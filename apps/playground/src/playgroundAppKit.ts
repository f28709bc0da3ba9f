import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { type AppKitOptions, createAppKit, defineNetwork } from '@openappkit/core'
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
      // `?restoreTimeoutMs=300`: the browser tests meet a restore slower than its timeout quickly.
      syncTimeoutMs: Number(new URLSearchParams(location.search).get('restoreTimeoutMs')) || undefined,
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

// One instance for every page, created once at module level: the headless page and the modal
// page show the same connection, and remounts keep it.
export const appKit = createAppKit(options)
