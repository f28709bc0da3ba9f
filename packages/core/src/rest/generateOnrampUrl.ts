import { type OnrampUrlBody, onrampUrlResponseSchema } from '../api/onramp.ts'
import { InvalidResponseError } from '../errors/rest.ts'
import { orUndefined } from '../utils/orUndefined.ts'
import { restEndpoint } from './restEndpoint.ts'

export type GenerateOnrampUrlParameters = OnrampUrlBody & { signal?: AbortSignal | undefined }

/** POST /v1/generators/onrampurl: the provider's buy page for the wallet; only an http(s) URL is taken. */
export const generateOnrampUrl = restEndpoint(
  'blockchainApi',
  ({ signal, ...body }: GenerateOnrampUrlParameters) => ({
    path: '/v1/generators/onrampurl',
    method: 'POST',
    body,
    schema: onrampUrlResponseSchema,
    select: ({ url }) => {
      const parsed = orUndefined(() => new URL(url))
      // The URL is opened in a window: a javascript: or data: answer must never get there.
      if (!parsed || !/^https?:$/.test(parsed.protocol))
        throw new InvalidResponseError('/v1/generators/onrampurl', {
          details: `url is not http(s): "${url.slice(0, 80)}"`,
        })
      return parsed.href
    },
  }),
)
