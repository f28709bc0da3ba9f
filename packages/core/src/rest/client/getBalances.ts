import { type BalanceResponse, balanceResponseSchema } from '../../api/balance.ts'
import type { Currency } from '../../api/common.ts'
import type { CaipNetworkId } from '../../networks/types'
import type { RestContext } from '../restUrl'
import { restRequest } from './restRequest'

export type GetBalancesParameters = {
  address: string
  /** CAIP-2; the service answers for that chain only. */
  chainId?: CaipNetworkId | undefined
  currency?: Currency | undefined
  /** Skips the service's own cache (after a send, for instance). */
  forceUpdate?: boolean | undefined
  signal?: AbortSignal | undefined
}
export type GetBalancesReturnType = BalanceResponse

/** GET /v1/account/{address}/balance: the native coin and tokens an address holds, priced. */
export function getBalances(
  context: RestContext,
  parameters: GetBalancesParameters,
): Promise<GetBalancesReturnType> {
  return restRequest(context, {
    service: 'blockchainApi',
    path: `/v1/account/${encodeURIComponent(parameters.address)}/balance`,
    query: {
      currency: parameters.currency ?? 'usd',
      chainId: parameters.chainId,
      forceUpdate: parameters.forceUpdate ? String(Date.now()) : undefined,
    },
    schema: balanceResponseSchema,
    signal: parameters.signal,
  })
}
