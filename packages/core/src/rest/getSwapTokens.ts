import { convertTokensResponseSchema } from '../api/convert.ts'
import { restEndpoint } from './restEndpoint.ts'

export type GetSwapTokensParameters = { chainId: string; signal?: AbortSignal | undefined }

/** GET /v1/convert/tokens?chainId=: the tokens a chain can swap; malformed ones are left out. */
export const getSwapTokens = restEndpoint('blockchainApi', (parameters: GetSwapTokensParameters) => ({
  path: '/v1/convert/tokens',
  query: { chainId: parameters.chainId },
  schema: convertTokensResponseSchema,
  select: (response) => response.tokens,
}))
