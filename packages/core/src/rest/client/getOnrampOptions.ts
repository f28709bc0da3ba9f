import { type OnrampOptionsResponse, onrampOptionsResponseSchema } from '../../api/onramp.ts'
import type { RestContext } from '../restUrl'
import { restRequest } from './restRequest'

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
