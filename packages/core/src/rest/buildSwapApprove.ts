import { buildApproveResponseSchema } from '../api/convert.ts'
import { restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'
import { type BuiltSwapTransaction, toBuiltTransaction } from './toBuiltTransaction.ts'

export type BuildSwapApproveParameters = {
  from: string
  to: string
  userAddress: string
  amount: bigint
  signal?: AbortSignal | undefined
}

/** GET /v1/convert/build-approve: the approval of `from` the swap needs, ready for the wallet. */
export async function buildSwapApprove(
  context: RestContext,
  parameters: BuildSwapApproveParameters,
): Promise<BuiltSwapTransaction> {
  const { tx } = await restRequest(context, {
    service: 'blockchainApi',
    path: '/v1/convert/build-approve',
    query: {
      userAddress: parameters.userAddress,
      from: parameters.from,
      to: parameters.to,
      amount: parameters.amount.toString(),
    },
    schema: buildApproveResponseSchema,
    signal: parameters.signal,
  })
  return toBuiltTransaction('/v1/convert/build-approve', { to: tx.to, data: tx.data, value: tx.value })
}
