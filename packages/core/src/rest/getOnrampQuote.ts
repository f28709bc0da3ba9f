import { type OnrampQuoteBody, type OnrampQuoteResponse, onrampQuoteResponseSchema } from '../api/onramp.ts'
import { restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'

export type GetOnrampQuoteParameters = OnrampQuoteBody & { signal?: AbortSignal | undefined }

/** POST /v1/onramp/quote: what a fiat amount buys, with the fees. */
export function getOnrampQuote(
  context: RestContext,
  { signal, ...body }: GetOnrampQuoteParameters,
): Promise<OnrampQuoteResponse> {
  return restRequest(context, {
    service: 'blockchainApi',
    path: '/v1/onramp/quote',
    method: 'POST',
    body,
    schema: onrampQuoteResponseSchema,
    signal,
  })
}
