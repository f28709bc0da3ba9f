import { type ConnectionResult, ModuleLoadError } from '@openappkit/core'
import type { Config, Connector } from '@wagmi/core'
import { connectionHandlers } from '../config/wagmiInternals.ts'
import { toWalletError } from '../errors/toWalletError.ts'
import { connectionResult } from './connectionResult.ts'
import { endLateSession } from './endLateSession.ts'
import { currentConnection } from './walletChecks.ts'

/**
 * On load: restores the stored connection of `connector` without prompting (eth_accounts,
 * or the WalletConnect session in storage). `null` means the wallet no longer considers us
 * connected. There is no timeout here: core stops showing `connecting` after `syncTimeoutMs`
 * and still takes a late answer.
 *
 * Not wagmi's `reconnect`: that one replaces every connection in wagmi's state with what it
 * finds (a connection the user made while it waited would be dropped) and runs once at a time
 * per page, so a wallet that never answers would block every later restore. When `signal` has
 * aborted by the time the wallet answers (the user connected or disconnected meanwhile), wagmi's
 * state is left alone and the wallet's session is ended on its side.
 */
export async function syncConnection(
  config: Config,
  parameters: {
    connector: Connector | undefined
    signal?: AbortSignal | undefined
    inUse(connector: Connector): boolean
  },
): Promise<ConnectionResult | null> {
  const { connector, signal } = parameters
  if (!connector) return null
  const existing = currentConnection(config)
  if (existing?.connector.uid === connector.uid && config.state.status === 'connected') {
    return connectionResult(existing)
  }
  // wagmi's own hooks show a restore as reconnecting, as its reconnect does.
  if (config.state.status === 'disconnected')
    config.setState((state) => ({ ...state, status: 'reconnecting' }))
  try {
    const data = await restoreSession(connector)
    if (signal?.aborted) {
      if (data) await endLateSession(config, connector, parameters.inUse(connector))
      throw signal.reason
    }
    if (!data) return null
    const { change, connect, disconnect } = connectionHandlers(config)
    connector.emitter.off('connect', connect)
    connector.emitter.on('change', change)
    connector.emitter.on('disconnect', disconnect)
    config.setState((state) => ({
      ...state,
      connections: new Map(state.connections).set(connector.uid, { ...data, connector }),
      current: connector.uid,
      status: 'connected',
    }))
    return connectionResult({ ...data, connector })
  } catch (error) {
    throw signal?.aborted ? signal.reason : toWalletError(error, 'restore the connection')
  } finally {
    config.setState((state) =>
      state.status === 'reconnecting'
        ? { ...state, status: state.current ? 'connected' : 'disconnected' }
        : state,
    )
  }
}

/** The wallet's answer for a session it already granted, or undefined when it grants none. */
async function restoreSession(connector: Connector) {
  // A wallet with no provider has no session to restore; code that did not load (WalletConnect's
  // provider, the embedded wallet's frame client) says nothing about the session, so core keeps it.
  const provider = await connector.getProvider().catch((error: unknown) => {
    if (error instanceof ModuleLoadError) throw error
    return undefined
  })
  if (!provider) return undefined
  if (!(await connector.isAuthorized())) return undefined
  const { accounts, chainId } = await connector.connect({ isReconnecting: true })
  const [first, ...rest] = accounts
  return first ? { accounts: [first, ...rest] as const, chainId } : undefined
}
