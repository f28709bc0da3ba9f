import type { CaipNetwork, CaipNetworkId, ChainNamespace } from './types.ts'

export const unknownNetworkName = 'Unknown Network'

/** Stands in for a chain the wallet is on but the app did not configure. */
export function createUnknownNetwork(namespace: ChainNamespace, chainId: number | string): CaipNetwork {
  return {
    id: chainId,
    caipNetworkId: `${namespace}:${chainId}` as CaipNetworkId,
    chainNamespace: namespace,
    name: unknownNetworkName,
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: namespace === 'solana' ? 9 : 18 },
    rpcUrls: { default: { http: [] } },
    testnet: false,
  }
}

export function isUnknownNetwork(network: CaipNetwork | undefined): boolean {
  return network?.name === unknownNetworkName
}

/** The configured network with this chain id, or the Unknown Network stand-in. */
export function resolveNetwork(
  networks: readonly CaipNetwork[],
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork {
  return (
    networks.find((n) => n.chainNamespace === namespace && String(n.id) === String(chainId)) ??
    createUnknownNetwork(namespace, chainId)
  )
}

/** UnsupportedChain opens for an unknown network unless switching is off or unsupported chains are allowed. */
export function shouldOpenUnsupportedChain(
  network: CaipNetwork,
  options: { enableNetworkSwitch: boolean; allowUnsupportedChain: boolean },
): boolean {
  return isUnknownNetwork(network) && options.enableNetworkSwitch && !options.allowUnsupportedChain
}
