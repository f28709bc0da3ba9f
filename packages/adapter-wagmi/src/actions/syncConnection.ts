import type { ConnectionResult } from '@openappkit/core'
import { type Config, type Connector, reconnect } from '@wagmi/core'
import { toWalletError } from '../errors/toWalletError'
import { WalletTimeoutError } from '../errors/walletErrors'
import { withTimeout } from '../utils/withTimeout'
import { connectionResult } from './connectionResult'

function currentConnection(config: Config) {
  return config.state.current ? config.state.connections.get(config.state.current) : undefined
}

/** Resolves once wagmi is neither connecting nor reconnecting (another caller may be restoring). */
function settled(config: Config): Promise<void> {
  const busy = (status: string) => status === 'connecting' || status === 'reconnecting'
  if (!busy(config.state.status)) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = config.subscribe(
      (state) => state.status,
      (status) => {
        if (busy(status)) return
        stop()
        resolve()
      },
    )
  })
}

/**
 * SPEC §4 on load: restores the stored connection without prompting. wagmi's `reconnect` only
 * asks the wallet for the accounts it already granted (eth_accounts, or the WalletConnect session
 * in storage). `null` means the wallet no longer considers us connected; a wallet that does not
 * answer in `timeoutMs` rejects, and wagmi's state is put back to disconnected.
 */
export async function syncConnection(
  config: Config,
  parameters: { connector: Connector | undefined; timeoutMs: number },
): Promise<ConnectionResult | null> {
  const { connector, timeoutMs } = parameters
  if (!connector) return null
  const existing = currentConnection(config)
  if (existing?.connector.uid === connector.uid && config.state.status === 'connected') {
    return connectionResult(existing)
  }
  try {
    await withTimeout(
      (async () => {
        await reconnect(config, { connectors: [connector] })
        // wagmi's reconnect does nothing while another one runs (e.g. WagmiProvider's on mount).
        await settled(config)
      })(),
      timeoutMs,
      () => new WalletTimeoutError('restoring the connection', timeoutMs),
    )
  } catch (error) {
    config.setState((state) =>
      state.status === 'reconnecting' || state.status === 'connecting'
        ? { ...state, connections: new Map(), current: null, status: 'disconnected' }
        : state,
    )
    throw toWalletError(error, 'restore the connection')
  }
  const restored = currentConnection(config)
  return restored?.connector.uid === connector.uid && restored.accounts.length > 0
    ? connectionResult(restored)
    : null
}
