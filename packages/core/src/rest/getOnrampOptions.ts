import { onrampOptionsResponseSchema } from '../api/onramp.ts'
import { restEndpoint } from './restEndpoint.ts'

export type GetOnrampOptionsParameters = { signal?: AbortSignal | undefined }

/** GET /v1/onramp/options: what can be bought and paid with, and the payment limits. */
export const getOnrampOptions = restEndpoint('blockchainApi', (_: GetOnrampOptionsParameters) => ({
  path: '/v1/onramp/options',
  schema: onrampOptionsResponseSchema,
}))
