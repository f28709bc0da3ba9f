/**
 * Tokens known to have USDT's non-standard `transfer` (no return value), by chain id. Apps add
 * their own through the adapter's `usdtStyleTokens` option; a token on neither list that turns
 * out to return nothing is still detected when its transfer is simulated (see sendTransfer).
 */
export const knownUsdtStyleTokens: Readonly<Record<number, readonly string[]>> = {
  // Tether USD on Ethereum mainnet.
  1: ['0xdAC17F958D2ee523a2206206994597C13D831ec7'],
}

export type UsdtStyleTokens = readonly string[] | Readonly<Record<number, readonly string[]>>

export function isUsdtStyleToken(token: string, chainId: number, extra: UsdtStyleTokens = []): boolean {
  const added = Array.isArray(extra)
    ? (extra as readonly string[])
    : (extra as Record<number, readonly string[]>)[chainId]
  return [...(knownUsdtStyleTokens[chainId] ?? []), ...(added ?? [])].some(
    (a) => a.toLowerCase() === token.toLowerCase(),
  )
}
