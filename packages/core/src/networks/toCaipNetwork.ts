import type { CaipNetwork, NativeCurrency } from './types.ts'

/** viem's `Chain` (from `viem/chains` or `defineChain`), by the fields the SDK reads of it. */
export type ViemChainLike = {
  id: number
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] | undefined } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
}

/** A network as an app may give it: ours, or viem's `Chain` (an EVM chain). */
export type NetworkInput = CaipNetwork | ViemChainLike

/**
 * A viem `Chain` as our network (`eip155:<id>`, its name, coin, RPC URLs, explorer, testnet); a
 * network of ours, or anything else, is returned as given for the options' check to judge.
 */
// Marked free of side effects so an app's bundler drops it when unused.
/* @__NO_SIDE_EFFECTS__ */
export function toCaipNetwork(network: NetworkInput): CaipNetwork {
  if (typeof network !== 'object' || network === null || 'chainNamespace' in network) return network
  const { id, name, nativeCurrency, rpcUrls, blockExplorers, testnet } = network
  if (typeof id !== 'number' || !rpcUrls?.default) return network as unknown as CaipNetwork
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency,
    rpcUrls: { default: rpcUrls.default },
    ...(blockExplorers?.default ? { blockExplorers: { default: blockExplorers.default } } : {}),
    testnet: testnet ?? false,
  }
}
