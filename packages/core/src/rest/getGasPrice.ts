import { type GasPriceResponse, gasPriceResponseSchema } from '../api/convert.ts'
import { restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'

export type GetGasPriceParameters = { chainId: string; signal?: AbortSignal | undefined }

/** GET /v1/convert/gas-price?chainId=: wei per gas (standard, fast, instant) as integer strings. */
export function getGasPrice(
  context: RestContext,
  parameters: GetGasPriceParameters,
): Promise<GasPriceResponse> {
  return restRequest(context, {
    service: 'blockchainApi',
    path: '/v1/convert/gas-price',
    query: { chainId: parameters.chainId },
    schema: gasPriceResponseSchema,
    signal: parameters.signal,
  })
}
