import type { SwapToken } from '../state/types.ts'

// The product names "lists of suggested and popular swap tokens" without their values; these are
// ours: the majors first (suggested, shown as one-tap chips), then widely held ones (popular,
// listed above the rest). Symbols, as the service's token list names them.
export const suggestedSwapSymbols = ['ETH', 'USDC', 'USDT', 'DAI', 'WETH', 'WBTC'] as const
export const popularSwapSymbols = [
  ...suggestedSwapSymbols,
  'UNI',
  'LINK',
  'AAVE',
  'ARB',
  'OP',
  'MATIC',
  'POL',
  'CRV',
  'ENS',
  'SNX',
] as const

export type SwapTokenLists = {
  /** Every token, popular first (in list order), then the rest by symbol. */
  tokens: readonly SwapToken[]
  suggested: readonly SwapToken[]
  popular: readonly SwapToken[]
}

/** Splits the service's token list into the picker's sections. */
export function swapTokenLists(tokens: readonly SwapToken[]): SwapTokenLists {
  const rank = (list: readonly string[], token: SwapToken) => list.indexOf(token.symbol.toUpperCase())
  const pick = (list: readonly string[]) =>
    tokens.filter((t) => rank(list, t) >= 0).sort((a, b) => rank(list, a) - rank(list, b))
  const popular = pick(popularSwapSymbols)
  const rest = tokens
    .filter((t) => rank(popularSwapSymbols, t) < 0)
    .sort((a, b) => a.symbol.localeCompare(b.symbol))
  return { tokens: [...popular, ...rest], suggested: pick(suggestedSwapSymbols), popular }
}
