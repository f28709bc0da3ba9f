import { convertTokensResponseSchema, type SwapToken } from '../api/convert.ts'
import { restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'

export type GetSwapTokensParameters = { chainId: string; signal?: AbortSignal | undefined }

/** GET /v1/convert/tokens?chainId=: the tokens a chain can swap; malformed ones are left out. */
export async function getSwapTokens(
  context: RestContext,
  parameters: GetSwapTokensParameters,
): Promise<readonly SwapToken[]> {
  const { tokens } = await restRequest(context, {
    service: 'blockchainApi',
    path: '/v1/convert/tokens',
    query: { chainId: parameters.chainId },
    schema: convertTokensResponseSchema,
    signal: parameters.signal,
  })
  return tokens
}
