import { buildTransactionResponseSchema } from '../api/convert.ts'
import { restEndpoint } from './restEndpoint.ts'
import type { RestContext } from './restUrl.ts'
import { toBuiltTransaction } from './toBuiltTransaction.ts'

export type BuildSwapTransactionParameters = {
  from: string
  to: string
  userAddress: string
  amount: bigint
  /** Percent; the hosted server reads a whole number. */
  slippage: number
  /** False for a swap sent in one batch with its approval: the service cannot estimate it before the approval is on chain. */
  estimate?: boolean | undefined
  signal?: AbortSignal | undefined
}

/** POST /v1/convert/build-transaction: the swap itself, ready for the wallet. */
export const buildSwapTransaction = restEndpoint(
  'blockchainApi',
  (parameters: BuildSwapTransactionParameters, context: RestContext) => ({
    path: '/v1/convert/build-transaction',
    method: 'POST',
    body: {
      amount: parameters.amount.toString(),
      eip155: { slippage: parameters.slippage },
      projectId: context.options.projectId,
      from: parameters.from,
      to: parameters.to,
      userAddress: parameters.userAddress,
      disableEstimate: parameters.estimate === false,
    },
    schema: buildTransactionResponseSchema,
    select: ({ tx }) =>
      toBuiltTransaction('/v1/convert/build-transaction', { to: tx.to, data: tx.data, value: tx.amount }),
  }),
)
