import type { CaipNetwork } from '@openappkit/core'
import { guardEgress, type MemoryKeyValueStorage } from '@openappkit/devstack/walletconnect'
import { createWalletConnect, type WalletConnect } from '@openappkit/walletconnect'
import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll } from 'vitest'
import { createWagmiAdapter, type WagmiAdapter } from '../src/exports/index.ts'
import { localNetwork, memoryStorage } from './fixtures.ts'
import { type LocalChains, startLocalChains } from './localChains.ts'

export type RelayAndChains = {
  /** Fails a test that reached past loopback (`attempts`). */
  egress: ReturnType<typeof guardEgress>
  chains: LocalChains
  /** The devstack's relay. */
  relay: { url: string }
  local: CaipNetwork
  other: CaipNetwork
  chain: PublicClient
}

/**
 * For a WalletConnect test file: the egress guard, the local chains and the devstack relay,
 * started before the file's tests and stopped after them; `onReady` receives them.
 */
export function useRelayAndChains(onReady: (environment: RelayAndChains) => void) {
  let environment: RelayAndChains | undefined
  beforeAll(async () => {
    const egress = guardEgress()
    const chains = await startLocalChains()
    const { devstack, second } = chains
    environment = {
      egress,
      chains,
      relay: { url: devstack.urls.relay },
      local: localNetwork(devstack.chains.evm.chainId, devstack.urls.evmRpc, 'Devstack'),
      other: localNetwork(second.chainId, second.url, 'Second Local'),
      chain: createPublicClient({ transport: http(devstack.urls.evmRpc) }) as PublicClient,
    }
    onReady(environment)
  })
  afterAll(async () => {
    await environment?.chains.stop()
    environment?.egress.restore()
  })
}

const sessions = new WeakMap<WagmiAdapter, WalletConnect>()

/** The shared WalletConnect session an adapter of `walletConnectAdapter` runs on. */
export function walletConnectOf(adapter: WagmiAdapter): WalletConnect {
  const session = sessions.get(adapter)
  if (!session) throw new Error('not an adapter of walletConnectAdapter()')
  return session
}

/**
 * An app page with only the WalletConnect connector, on the devstack relay: the app's shared
 * WalletConnect session (`createWalletConnect`) handed to the adapter. WalletConnect's storage
 * and prefix are the page's (keep them to stand for a reload), wagmi's storage too.
 */
export function walletConnectAdapter(parameters: {
  networks: readonly CaipNetwork[]
  relayUrl: string
  walletConnectStorage: MemoryKeyValueStorage
  prefix: string
  storage?: ReturnType<typeof memoryStorage> | undefined
}): WagmiAdapter {
  const session = createWalletConnect({
    projectId: 'openappkit-tests',
    relayUrl: parameters.relayUrl,
    storage: parameters.walletConnectStorage as never,
    customStoragePrefix: parameters.prefix,
    metadata: { name: 'OpenAppKit tests', description: 'adapter-wagmi', url: 'http://127.0.0.1', icons: [] },
  })
  const adapter = createWagmiAdapter({
    networks: parameters.networks,
    walletConnect: session,
    injected: false,
    storage: parameters.storage ?? memoryStorage(),
  })
  sessions.set(adapter, session)
  return adapter
}

/**
 * Destroys the adapter and closes its WalletConnect session's relay socket and heartbeat, so a
 * test leaves nothing open. A session that never started (a failed start) has nothing to close.
 */
export async function closeWalletConnect(adapter: WagmiAdapter): Promise<void> {
  adapter.destroy()
  await sessions.get(adapter)?.close()
}
