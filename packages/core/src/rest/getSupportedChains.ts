import { supportedChainsResponseSchema } from '../api/supportedChains.ts'
import { restEndpoint } from './restEndpoint.ts'

export type GetSupportedChainsParameters = { signal?: AbortSignal | undefined }

/** GET /v1/supported-chains: the CAIP-2 networks the data service answers for (`http`, `ws`). */
export const getSupportedChains = restEndpoint(
  'blockchainApi',
  (_parameters: GetSupportedChainsParameters) => ({
    path: '/v1/supported-chains',
    schema: supportedChainsResponseSchema,
  }),
)
