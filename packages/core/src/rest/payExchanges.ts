import {
  type PaySessionBody,
  payExchangesResponseSchema,
  paySessionResponseSchema,
  paySessionStatusSchema,
} from '../api/pay.ts'
import { InvalidResponseError } from '../errors/rest.ts'
import { orUndefined } from '../utils/orUndefined.ts'
import { restEndpoint } from './restEndpoint.ts'

/** GET /v1/pay/exchanges: the exchanges a payment can be made from. */
export const getPayExchanges = restEndpoint('blockchainApi', (_: { signal?: AbortSignal | undefined }) => ({
  path: '/v1/pay/exchanges',
  schema: payExchangesResponseSchema,
  select: ({ exchanges }) => exchanges,
}))

/** POST /v1/pay/sessions: the exchange's pay page for the payment; only an http(s) URL is taken. */
export const createPaySession = restEndpoint(
  'blockchainApi',
  ({ signal, ...body }: PaySessionBody & { signal?: AbortSignal | undefined }) => ({
    path: '/v1/pay/sessions',
    method: 'POST',
    body,
    schema: paySessionResponseSchema,
    select: ({ sessionId, url }) => {
      const parsed = orUndefined(() => new URL(url))
      // The URL is opened in a window: a javascript: or data: answer must never get there.
      if (!parsed || !/^https?:$/.test(parsed.protocol))
        throw new InvalidResponseError('/v1/pay/sessions', {
          details: `url is not http(s): "${url.slice(0, 80)}"`,
        })
      return { sessionId, url: parsed.href }
    },
  }),
)

/** GET /v1/pay/sessions/{id}: where the exchange's session stands. */
export const getPaySessionStatus = restEndpoint(
  'blockchainApi',
  ({ sessionId }: { sessionId: string; signal?: AbortSignal | undefined }) => ({
    path: `/v1/pay/sessions/${encodeURIComponent(sessionId)}`,
    schema: paySessionStatusSchema,
  }),
)
