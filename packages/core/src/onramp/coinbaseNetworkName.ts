/** The networks Coinbase's buy page knows, by EVM chain id. */
const coinbaseNetworks: Readonly<Record<number, string>> = {
  1: 'ethereum',
  42161: 'arbitrum',
  137: 'polygon',
  80094: 'berachain',
  43114: 'avalanche-c-chain',
  10: 'optimism',
  42220: 'celo',
  8453: 'base',
}

/** The name Coinbase gives a chain; any other chain falls back to `ethereum`. */
export function coinbaseNetworkName(chainId: number | string | undefined): string {
  return coinbaseNetworks[Number(chainId)] ?? 'ethereum'
}
