export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export type ChainNamespace = (typeof chainNamespaces)[number]

/** CAIP-2: `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** CAIP-10: `namespace:reference:address`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

export type NativeCurrency = { name: string; symbol: string; decimals: number }

/**
 * A network as the SDK sees it. The `rpcUrls` / `blockExplorers` shape is viem's `Chain`
 * shape, so an EVM network can be handed to viem or wagmi without conversion.
 */
export type CaipNetwork = {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
  assets?: { imageId?: string | undefined; imageUrl?: string | undefined } | undefined
}
