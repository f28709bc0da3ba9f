import { convertAllowanceResponseSchema } from '../api/convert.ts'
import { InvalidResponseError } from '../errors/rest.ts'
import { restEndpoint } from './restEndpoint.ts'

export type GetSwapAllowanceParameters = {
  /** CAIP-10 ids of the token and of its holder. */
  tokenAddress: string
  userAddress: string
  signal?: AbortSignal | undefined
}

/** GET /v1/convert/allowance: how much of the token the swap contract may spend, in its smallest unit. */
export const getSwapAllowance = restEndpoint('blockchainApi', (parameters: GetSwapAllowanceParameters) => ({
  path: '/v1/convert/allowance',
  query: { tokenAddress: parameters.tokenAddress, userAddress: parameters.userAddress },
  schema: convertAllowanceResponseSchema,
  select: ({ allowance }) => {
    if (!/^\d+$/.test(allowance))
      throw new InvalidResponseError('/v1/convert/allowance', { details: `allowance is "${allowance}"` })
    return BigInt(allowance)
  },
}))
