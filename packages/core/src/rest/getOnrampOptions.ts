import { type OnrampOptionsResponse, onrampOptionsResponseSchema } from '../api/onramp.ts'
import { restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'

export type GetOnrampOptionsParameters = { signal?: AbortSignal | undefined }

/** GET /v1/onramp/options: what can be bought and paid with, and the payment limits. */
export function getOnrampOptions(
  context: RestContext,
  parameters: GetOnrampOptionsParameters = {},
): Promise<OnrampOptionsResponse> {
  return restRequest(context, {
    service: 'blockchainApi',
    path: '/v1/onramp/options',
    schema: onrampOptionsResponseSchema,
    signal: parameters.signal,
  })
}
