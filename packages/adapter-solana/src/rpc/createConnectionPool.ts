import type { CaipNetwork } from '@openappkit/core'
import type { Commitment, Connection } from '@solana/web3.js'
import { SolanaAdapterError, solanaErrorMessages } from '../errors.ts'
import { loadSolana } from './loadSolana.ts'

/** A ready Connection for every network, or one per network. */
export type ConnectionOption = Connection | ((network: CaipNetwork) => Connection)

export type ConnectionPool = { get(network: CaipNetwork): Promise<Connection> }

/** One Connection per cluster, made on first use from the network's (the app's) RPC URL. */
export function createConnectionPool(options: {
  connection?: ConnectionOption | undefined
  commitment: Commitment
}): ConnectionPool {
  const connections = new Map<string, Connection>()
  return {
    async get(network) {
      const { connection } = options
      if (connection) return typeof connection === 'function' ? connection(network) : connection
      const existing = connections.get(network.caipNetworkId)
      if (existing) return existing
      const url = network.rpcUrls.default.http[0]
      if (!url) throw new SolanaAdapterError(solanaErrorMessages.noRpcUrl, { details: network.caipNetworkId })
      const { Connection } = await loadSolana()
      const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
      const created = new Connection(url, {
        commitment: options.commitment,
        ...(wsEndpoint ? { wsEndpoint } : {}),
      })
      connections.set(network.caipNetworkId, created)
      return created
    },
  }
}
