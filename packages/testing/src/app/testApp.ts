import type { CaipNetwork } from '@openappkit/core'

/**
 * What an app's `createAppKit` (and its WalletConnect session) needs to run on the devstack:
 * plain data, so a test hands it to the page. Built by `createTestApp`, read in the page with
 * `readTestApp`.
 */
export type TestApp = {
  projectId: string
  /** The devstack's EVM chain (chain id 31337) on its anvil node; empty without it. */
  networks: CaipNetwork[]
  /**
   * The devstack's Solana cluster ("Devstack Solana", with its RPC and WebSocket URLs), for the
   * Solana adapter's `networks`; empty without it.
   */
  solanaNetworks: CaipNetwork[]
  /** The data services, the project's RPC and the embedded wallet's frame, all on the devstack. */
  services: Record<'blockchainApi' | 'rpc' | 'walletDirectory' | 'analytics' | 'authFrame', string | false>
  /** The devstack's WalletConnect relay: `createWalletConnect({ relayUrl })`. */
  relayUrl?: string
}

/** Where the Playwright fixtures put the test app's options in the page, before its scripts run. */
export const TEST_APP_GLOBAL = '__openAppKitTestApp'
