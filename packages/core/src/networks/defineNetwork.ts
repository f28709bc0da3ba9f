import type { CaipNetwork, CaipNetworkId, ChainNamespace, NativeCurrency } from './types.ts'

type DefineNetworkParameters = {
  chainNamespace: ChainNamespace
  id: number | string
  name: string
  nativeCurrency: NativeCurrency
  rpcUrl: string
  blockExplorer?: { name: string; url: string }
  testnet?: boolean
}

/** Builds a CaipNetwork with its CAIP-2 id derived from namespace and id, so the two cannot disagree. */
// Marked free of side effects so an app's bundler drops the networks it does not import.
/* @__NO_SIDE_EFFECTS__ */
export function defineNetwork(parameters: DefineNetworkParameters): CaipNetwork {
  const { chainNamespace, id, name, nativeCurrency, rpcUrl, blockExplorer, testnet } = parameters
  return {
    id,
    caipNetworkId: `${chainNamespace}:${id}` as CaipNetworkId,
    chainNamespace,
    name,
    nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
    ...(blockExplorer ? { blockExplorers: { default: blockExplorer } } : {}),
    testnet: testnet ?? false,
  }
}
