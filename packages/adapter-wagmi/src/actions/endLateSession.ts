import type { Config, Connector } from '@wagmi/core'
import { connectionHandlers } from '../config/wagmiInternals.ts'

/**
 * A wallet answered a connect or restore that core no longer wants (the user went elsewhere):
 * its connection leaves wagmi's state before anything renders it, the connection the user has
 * now becomes current again (the latest one made), and the wallet is asked to end its side of
 * the session. `inUse` says when that connector is also the one the user is connecting or
 * connected with now: it is then left as it is.
 */
export async function endLateSession(config: Config, connector: Connector, inUse: boolean): Promise<void> {
  if (inUse) return
  const { change, connect, disconnect } = connectionHandlers(config)
  if (config.state.connections.has(connector.uid)) {
    config.setState((state) => {
      const connections = new Map(state.connections)
      connections.delete(connector.uid)
      const current =
        state.current === connector.uid ? ([...connections.keys()].at(-1) ?? null) : state.current
      const busy = state.status === 'connecting' || state.status === 'reconnecting'
      return {
        ...state,
        connections,
        current,
        status: busy ? state.status : current ? 'connected' : 'disconnected',
      }
    })
  }
  connector.emitter.off('change', change)
  connector.emitter.off('disconnect', disconnect)
  if (!connector.emitter.listenerCount('connect')) connector.emitter.on('connect', connect)
  // The wallet may not support ending a session (wallet_revokePermissions is optional): the
  // state above is what counts for the app.
  await connector.disconnect().catch(() => {})
}
