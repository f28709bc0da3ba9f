import { gasPriceResponseSchema } from '../api/convert.ts'
import { restEndpoint } from './restEndpoint.ts'

export type GetGasPriceParameters = { chainId: string; signal?: AbortSignal | undefined }

/** GET /v1/convert/gas-price?chainId=: wei per gas (standard, fast, instant) as integer strings. */
export const getGasPrice = restEndpoint('blockchainApi', (parameters: GetGasPriceParameters) => ({
  path: '/v1/convert/gas-price',
  query: { chainId: parameters.chainId },
  schema: gasPriceResponseSchema,
}))
