import type { CaipNetwork } from '@openappkit/core'
import { constants } from '@openappkit/core/internal'
import type { Commitment, Connection } from '@solana/web3.js'
import { SolanaAdapterError, solanaErrorMessages } from '../errors.ts'
import { loadSolana } from './loadSolana.ts'

/** A ready Connection for every network, or one per network. */
export type ConnectionOption = Connection | ((network: CaipNetwork) => Connection)

export type ConnectionPool = { get(network: CaipNetwork): Promise<Connection> }

/** The project's chain RPC URL for a network (core's `services.rpc`), when there is one. */
export type ProjectRpc = (caipNetworkId: CaipNetwork['caipNetworkId']) => string | undefined

/**
 * One Connection per cluster, made on first use from the network's (the app's) RPC URL. With the
 * project's RPC, each request goes there first and to the network's URL when it fails (no
 * answer in time, or not ok). A Connection the app gave is used as is.
 */
export function createConnectionPool(options: {
  connection?: ConnectionOption | undefined
  commitment: Commitment
  projectRpc?: (() => ProjectRpc | undefined) | undefined
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
      const project = options.projectRpc?.()?.(network.caipNetworkId)
      const created = new Connection(url, {
        commitment: options.commitment,
        ...(wsEndpoint ? { wsEndpoint } : {}),
        ...(project ? { fetch: projectFirst(project) } : {}),
      })
      connections.set(network.caipNetworkId, created)
      return created
    },
  }
}

const projectFirst =
  (project: string): typeof fetch =>
  async (input, init) => {
    try {
      const signal = AbortSignal.timeout(constants.rpcTransportTimeoutMs)
      const response = await fetch(project, { ...init, signal })
      if (response.ok) return response
    } catch {
      // Unreachable or too slow: the network's own URL answers instead.
    }
    return fetch(input, init)
  }
