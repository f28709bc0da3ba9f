import { type HistoryResponse, historyResponseSchema } from '../api/history.ts'
import { ActivityError, activityErrorMessages } from '../errors/domain.ts'
import type { CaipNetworkId } from '../networks/types.ts'
import { restEndpoint } from './restEndpoint.ts'

export type GetHistoryParameters = {
  address: string
  /** The `next` of the page before; absent for the newest page. */
  cursor?: string | undefined
  /** CAIP-2; the service answers for that chain only. */
  chainId?: CaipNetworkId | undefined
  /** Purchases made through the on-ramp provider instead of chain transactions. */
  onramp?: 'coinbase' | undefined
  signal?: AbortSignal | undefined
}

/**
 * GET /v1/account/{address}/history: one page of transactions, newest first, and the next page's
 * cursor. A transaction without a chain (some providers send null) is on the chain asked for; a
 * malformed one, or one whose chain cannot be told, is left out (and reported), not the page.
 */
export const getHistory = restEndpoint('blockchainApi', (parameters: GetHistoryParameters) => {
  if (!parameters.address) throw new ActivityError(activityErrorMessages.accountAddressRequired)
  return {
    path: `/v1/account/${encodeURIComponent(parameters.address)}/history`,
    query: { cursor: parameters.cursor, chainId: parameters.chainId, onramp: parameters.onramp },
    schema: historyResponseSchema,
    select: (page, drop): HistoryResponse => ({
      next: page.next,
      data: page.data.flatMap((transaction) => {
        const chain = transaction.metadata.chain ?? parameters.chainId
        if (!chain) drop(`transaction ${transaction.id} has no chain and none was asked for`)
        return chain ? [{ ...transaction, metadata: { ...transaction.metadata, chain } }] : []
      }),
    }),
  }
})
