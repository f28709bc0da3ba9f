import { type OnrampQuoteBody, onrampQuoteResponseSchema } from '../api/onramp.ts'
import { restEndpoint } from './restEndpoint.ts'

export type GetOnrampQuoteParameters = OnrampQuoteBody & { signal?: AbortSignal | undefined }

/** POST /v1/onramp/quote: what a fiat amount buys, with the fees. */
export const getOnrampQuote = restEndpoint(
  'blockchainApi',
  ({ signal, ...body }: GetOnrampQuoteParameters) => ({
    path: '/v1/onramp/quote',
    method: 'POST',
    body,
    schema: onrampQuoteResponseSchema,
  }),
)
