import type { CaipNetwork } from '@openappkit/core'
import type { MemoryKeyValueStorage } from '@openappkit/devstack/walletconnect'
import { createWagmiAdapter, type WagmiAdapter } from '../src/exports/index'
import { memoryStorage } from './fixtures'

/**
 * An app page with only the WalletConnect connector, on the devstack relay: WalletConnect's
 * storage and prefix are the page's (keep them to stand for a reload), wagmi's storage too.
 */
export function walletConnectAdapter(parameters: {
  networks: readonly CaipNetwork[]
  relayUrl: string
  walletConnectStorage: MemoryKeyValueStorage
  prefix: string
  storage?: ReturnType<typeof memoryStorage> | undefined
}): WagmiAdapter {
  return createWagmiAdapter({
    networks: parameters.networks,
    projectId: 'openappkit-tests',
    walletConnect: {
      relayUrl: parameters.relayUrl,
      storage: parameters.walletConnectStorage as never,
      customStoragePrefix: parameters.prefix,
      metadata: {
        name: 'OpenAppKit tests',
        description: 'adapter-wagmi',
        url: 'http://127.0.0.1',
        icons: [],
      },
    },
    injected: false,
    storage: parameters.storage ?? memoryStorage(),
  })
}

type LoadedProvider = {
  signer: { client: { core: { heartbeat: { stop(): void }; relayer: { transportClose(): Promise<void> } } } }
}

/**
 * Destroys the adapter and closes its WalletConnect provider's relay socket and heartbeat, so a
 * test leaves nothing open. A provider that never started (a failed start) has nothing to close.
 */
export async function closeWalletConnect(adapter: WagmiAdapter): Promise<void> {
  const connector = adapter.wagmiConfig.connectors.find((c) => c.id === 'walletConnect')
  const provider = (await connector?.getProvider().catch(() => undefined)) as LoadedProvider | undefined
  adapter.destroy()
  provider?.signer.client.core.heartbeat.stop()
  await provider?.signer.client.core.relayer.transportClose()
}
