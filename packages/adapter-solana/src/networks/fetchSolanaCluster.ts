import type { CaipNetwork } from '@openappkit/core'
import { SolanaAdapterError, solanaErrorMessages } from '../errors.ts'
import { type DefineSolanaClusterParameters, defineSolanaCluster } from './defineSolanaCluster.ts'

export type FetchSolanaClusterParameters = Omit<DefineSolanaClusterParameters, 'genesisHash'> & {
  fetch?: typeof globalThis.fetch | undefined
}

/**
 * Asks a cluster's RPC for its genesis hash and returns it as a CAIP network, so a local
 * validator (whose genesis changes on every reset) needs no hard-coded id.
 */
export async function fetchSolanaCluster(parameters: FetchSolanaClusterParameters): Promise<CaipNetwork> {
  const { fetch: fetchFn = globalThis.fetch, ...rest } = parameters
  let genesisHash: unknown
  try {
    const response = await fetchFn(parameters.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
    })
    genesisHash = ((await response.json()) as { result?: unknown }).result
  } catch (error) {
    throw new SolanaAdapterError(solanaErrorMessages.networkNotServed, {
      cause: error,
      details: `getGenesisHash failed at ${parameters.rpcUrl}`,
    })
  }
  if (typeof genesisHash !== 'string' || genesisHash.length < 32) {
    throw new SolanaAdapterError(solanaErrorMessages.networkNotServed, {
      details: `${parameters.rpcUrl} returned no genesis hash`,
    })
  }
  return defineSolanaCluster({ ...rest, genesisHash })
}
