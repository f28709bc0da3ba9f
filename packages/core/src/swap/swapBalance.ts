import { portfolioTokenId } from '../balances/portfolioTokenId.ts'
import type { CaipNetwork } from '../networks/types.ts'
import type { SwapToken, TokenBalance } from '../state/types.ts'
import { orUndefined } from '../utils/orUndefined.ts'
import { parseUnits } from '../utils/units.ts'

/**
 * A swap token's balance from the portfolio (the one balance path): whole tokens as the service
 * wrote them and the smallest unit; undefined while the portfolio is unknown, zero when the
 * account holds none.
 */
export function swapBalance(
  portfolio: readonly TokenBalance[] | undefined,
  network: CaipNetwork | undefined,
  token: SwapToken | undefined,
): { numeric: string; value: bigint } | undefined {
  if (!portfolio || !network || !token) return undefined
  const held = portfolio.find(
    (entry) =>
      entry.chainId === network.caipNetworkId &&
      portfolioTokenId(network, entry).toLowerCase() === token.address.toLowerCase(),
  )
  if (!held) return { numeric: '0', value: 0n }
  const value = orUndefined(() => parseUnits(held.quantity.numeric, token.decimals))
  return value === undefined ? undefined : { numeric: held.quantity.numeric, value }
}
