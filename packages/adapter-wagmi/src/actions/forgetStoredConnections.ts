import type { Config } from '@wagmi/core'
import { persistedStore } from '../config/wagmiInternals.ts'

/**
 * wagmi persists its connections and reads them back as stubs (a connector's id, name, type
 * and uid, no provider), with `current` pointing at one. Core restores the connection itself,
 * from its own storage, so the stubs are never used: they are dropped as soon as wagmi reads
 * them, `current` and `status` with them, before any restore or connect runs. wagmi's own
 * `<WagmiProvider reconnectOnMount={false}>` does this at mount instead, which drops only
 * `connections` and does it after a fast restore has already connected, leaving wagmi
 * "connected" with no connection (the next connect then fails with
 * ConnectorAlreadyConnectedError). Returns a stop function.
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
