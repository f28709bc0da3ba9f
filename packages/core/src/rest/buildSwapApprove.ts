import { buildApproveResponseSchema } from '../api/convert.ts'
import { restEndpoint } from './restEndpoint.ts'
import { toBuiltTransaction } from './toBuiltTransaction.ts'

export type BuildSwapApproveParameters = {
  from: string
  to: string
  userAddress: string
  amount: bigint
  signal?: AbortSignal | undefined
}

/** GET /v1/convert/build-approve: the approval of `from` the swap needs, ready for the wallet. */
export const buildSwapApprove = restEndpoint('blockchainApi', (parameters: BuildSwapApproveParameters) => ({
  path: '/v1/convert/build-approve',
  query: {
    userAddress: parameters.userAddress,
    from: parameters.from,
    to: parameters.to,
    amount: parameters.amount.toString(),
  },
  schema: buildApproveResponseSchema,
  select: ({ tx }) => toBuiltTransaction('/v1/convert/build-approve', tx),
}))
