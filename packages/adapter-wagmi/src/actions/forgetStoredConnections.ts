import type { Config } from '@wagmi/core'
import { persistedStore } from '../config/wagmiInternals.ts'

/**
 * wagmi reads its persisted connections back as stubs (no provider), with `current` pointing at
 * one. Core restores connections from its own storage, so the stubs are dropped as soon as wagmi
 * reads them, `current` and `status` with them, before any restore or connect runs. (wagmi's
 * `reconnectOnMount={false}` drops them too late: after a fast restore, wagmi is left "connected"
 * with no connection, and the next connect fails with ConnectorAlreadyConnectedError.)
 */
export function forgetStoredConnections(config: Config): () => void {
  const forget = () =>
    config.setState((state) => {
      const live = [...state.connections].filter(([, c]) => typeof c.connector.getProvider === 'function')
      if (live.length === state.connections.size) return state
      const connections = new Map(live)
      const current = state.current && connections.has(state.current) ? state.current : null
      return {
        ...state,
        connections,
        current,
        status: current ? state.status : state.status === 'connected' ? 'disconnected' : state.status,
      }
    })
  const persist = persistedStore(config)
  if (!persist) return () => {}
  if (persist.hasHydrated()) forget()
  return persist.onFinishHydration(forget)
}
