import { defineNetwork } from '@openappkit/core'
import type { DevstackUrls } from '@openappkit/devstack'
import type { TestApp } from './testApp.ts'

export type CreateTestAppParameters = {
  /** The project id the app sends (default 'test-app'): the devstack lets any project in from a local origin. */
  projectId?: string
}

/**
 * The options that point an app's `createAppKit` at `devstack`: its EVM chain, Solana cluster,
 * data services, project RPC, wallet directory, analytics, embedded-wallet frame and
 * WalletConnect relay. A service the devstack runs without is `false` (switched off in the app
 * too); without its relay, `relayUrl` is absent; without its EVM chain, `networks` is empty;
 * without its Solana chain, `solanaNetworks` is.
 */
export function createTestApp(
  devstack: {
    urls: Partial<DevstackUrls>
    chains: { evm?: { chainId: number }; solana?: { caipNetworkId: string } | undefined }
  },
  { projectId = 'test-app' }: CreateTestAppParameters = {},
): TestApp {
  const { urls, chains } = devstack
  const api = urls.blockchainApi ?? false
  // The cluster's CAIP-2 id is `solana:` and its genesis hash's first 32 characters.
  const solanaRef = chains.solana?.caipNetworkId.split(':')[1]
  const solanaNetworks: TestApp['solanaNetworks'] = []
  if (solanaRef && urls.solanaRpc) {
    const cluster = defineNetwork({
      chainNamespace: 'solana',
      id: solanaRef,
      name: 'Devstack Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrl: urls.solanaRpc,
      testnet: true,
    })
    solanaNetworks.push(
      urls.solanaWs
        ? { ...cluster, rpcUrls: { default: { http: [urls.solanaRpc], webSocket: [urls.solanaWs] } } }
        : cluster,
    )
  }
  return {
    projectId,
    networks:
      chains.evm && urls.evmRpc
        ? [
            defineNetwork({
              chainNamespace: 'eip155',
              id: chains.evm.chainId,
              name: 'Devstack',
              nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
              rpcUrl: urls.evmRpc,
              testnet: true,
            }),
          ]
        : [],
    solanaNetworks,
    services: {
      blockchainApi: api,
      rpc: api,
      walletDirectory: urls.walletDirectory ?? false,
      analytics: urls.analytics ?? false,
      authFrame: urls.frame ?? false,
    },
    ...(urls.relay ? { relayUrl: urls.relay } : {}),
  }
}
