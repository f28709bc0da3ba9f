import { defineNetwork } from '@openappkit/core'
import type { DevstackUrls } from '@openappkit/devstack'
import type { TestApp } from './testApp.ts'

export type CreateTestAppParameters = {
  /** The project id the app sends (default 'test-app'): the devstack lets any project in from a local origin. */
  projectId?: string
}

/**
 * The options that point an app's `createAppKit` at `devstack`: its EVM chain, data services,
 * project RPC, wallet directory, analytics, embedded-wallet frame and WalletConnect relay. A
 * service the devstack runs without is `false` (switched off in the app too); without its relay,
 * `relayUrl` is absent; without its EVM chain, `networks` is empty.
 */
export function createTestApp(
  devstack: { urls: Partial<DevstackUrls>; chains: { evm?: { chainId: number } } },
  { projectId = 'test-app' }: CreateTestAppParameters = {},
): TestApp {
  const { urls, chains } = devstack
  const api = urls.blockchainApi ?? false
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
