import { type CaipNetwork, defineNetwork, type NativeCurrency } from '@openappkit/core'

export type DefineSolanaClusterParameters = {
  /** The cluster's genesis hash; its first 32 characters are the CAIP-2 reference. */
  genesisHash: string
  name: string
  rpcUrl: string
  /** Pub/sub endpoint, when it is not the RPC URL's port + 1 (web3.js's default guess). */
  wsUrl?: string | undefined
  /** Custom clusters are local or test clusters unless said otherwise. */
  testnet?: boolean | undefined
  nativeCurrency?: NativeCurrency | undefined
  blockExplorer?: { name: string; url: string } | undefined
}

const SOL: NativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/** A custom Solana cluster (a local validator, the devstack, a private cluster) as a CAIP network. */
export function defineSolanaCluster(parameters: DefineSolanaClusterParameters): CaipNetwork {
  const network = defineNetwork({
    chainNamespace: 'solana',
    // CAIP-30: the reference is the genesis hash truncated to 32 characters.
    id: parameters.genesisHash.slice(0, 32),
    name: parameters.name,
    nativeCurrency: parameters.nativeCurrency ?? SOL,
    rpcUrl: parameters.rpcUrl,
    ...(parameters.blockExplorer ? { blockExplorer: parameters.blockExplorer } : {}),
    testnet: parameters.testnet ?? true,
  })
  if (!parameters.wsUrl) return network
  return {
    ...network,
    rpcUrls: { default: { http: network.rpcUrls.default.http, webSocket: [parameters.wsUrl] } },
  }
}
