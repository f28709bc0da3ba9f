import { balanceResponseSchema } from '../api/balance.ts'
import type { Currency } from '../api/common.ts'
import type { CaipNetworkId } from '../networks/types.ts'
import type { TokenBalance } from '../state/types.ts'
import { restEndpoint } from './restEndpoint.ts'
import { toTokenBalance } from './toTokenBalance.ts'

export type GetBalancesParameters = {
  address: string
  /** CAIP-2; the service answers for that chain only. */
  chainId?: CaipNetworkId | undefined
  currency?: Currency | undefined
  /**
   * CAIP-10 ids of the tokens whose balance the service must read again rather than from its
   * cache (after a send, say); the native coin is `eip155:1:0xeeee…eeee`.
   */
  forceUpdate?: readonly string[] | undefined
  signal?: AbortSignal | undefined
}
export type GetBalancesReturnType = { balances: TokenBalance[] }

/**
 * GET /v1/account/{address}/balance: the native coin and tokens an address holds, priced. A
 * malformed holding, or one whose chain cannot be told, is left out (and reported).
 */
export const getBalances = restEndpoint('blockchainApi', (parameters: GetBalancesParameters) => ({
  path: `/v1/account/${encodeURIComponent(parameters.address)}/balance`,
  query: {
    currency: parameters.currency ?? 'usd',
    chainId: parameters.chainId,
    forceUpdate: parameters.forceUpdate?.length ? parameters.forceUpdate.join(',') : undefined,
  },
  schema: balanceResponseSchema,
  select: (response, drop): GetBalancesReturnType => ({
    balances: response.balances.flatMap((entry) => {
      const balance = toTokenBalance(entry, parameters.chainId)
      if (!balance) drop(`${entry.symbol} has no chainId and none was asked for`)
      return balance ? [balance] : []
    }),
  }),
}))
