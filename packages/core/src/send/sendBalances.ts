import type { CaipNetwork } from '../networks/types.ts'
import type { SendState, TokenBalance } from '../state/types.ts'
import { sendAmountInUsd } from './sendQueryOptions.ts'

export type SendBalances = Pick<SendState, 'tokenBalances' | 'networkBalanceInUSD'>

/**
 * The send view's `tokenBalances` and `networkBalanceInUSD`, derived from the portfolio query's answer
 * (the one balance path) rather than stored beside it: the tokens the active network can send,
 * and the native coin's value in USD, to the cent (what pays the fee; undefined while the
 * portfolio or the coin's price is unknown).
 */
export function sendBalances(
  portfolio: readonly TokenBalance[] | undefined,
  network: CaipNetwork | undefined,
): SendBalances {
  if (!portfolio || !network) return { tokenBalances: [], networkBalanceInUSD: undefined }
  const tokenBalances = portfolio.filter((token) => token.chainId === network.caipNetworkId)
  const native = tokenBalances.find((token) => !token.address)
  const value = Number(native?.quantity.numeric) * (native?.price ?? 0)
  return {
    tokenBalances,
    networkBalanceInUSD: native?.price && Number.isFinite(value) ? value.toFixed(2) : undefined,
  }
}

/**
 * The network fee's value in USD, to the cent, at the price the portfolio gives the native coin
 * that pays it; undefined while the fee or that price is unknown.
 */
export function sendFeeInUsd(
  fee: { formatted: string } | undefined,
  portfolio: readonly TokenBalance[] | undefined,
  network: CaipNetwork | undefined,
): string | undefined {
  const native = portfolio?.find((token) => token.chainId === network?.caipNetworkId && !token.address)
  return native?.price ? sendAmountInUsd(fee?.formatted, native.price) : undefined
}
