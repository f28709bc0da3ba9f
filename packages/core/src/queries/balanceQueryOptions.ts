import type { AppKit } from '../appKit.ts'
import { type NativeBalance, pickNativeBalance } from '../balances/pickNativeBalance.ts'
import type { TokenBalance } from '../state/types.ts'
import { cachedFor, cacheLifetimes } from './cacheLifetimes.ts'
import { type PortfolioQueryParameters, portfolioQueryOptions } from './portfolioQueryOptions.ts'

export type BalanceQueryParameters = PortfolioQueryParameters

/**
 * The native balance, fresh for 30 s. It shares the portfolio's key and request (the service
 * answers both in one call; with the service off, the portfolio is the chain's native balance),
 * so a page showing both makes one request.
 */
export function balanceQueryOptions(appKit: AppKit, parameters: BalanceQueryParameters) {
  const { network } = parameters
  return {
    ...portfolioQueryOptions(appKit, parameters),
    ...cachedFor(cacheLifetimes.nativeBalance),
    select: (balances: readonly TokenBalance[]): NativeBalance | undefined =>
      network ? pickNativeBalance(balances, network) : undefined,
  }
}
