import { type ReverseLookupResponse, reverseLookupResponseSchema } from '../api/profile.ts'
import { nameApiVersion } from './nameApiVersion.ts'
import { restEndpoint } from './restEndpoint.ts'
import { toNameServiceError } from './toNameServiceError.ts'

export type ReverseLookupNameParameters = { address: string; signal?: AbortSignal | undefined }

/** GET /v1/profile/reverse/{address}?apiVersion=2: the names of an address, newest first; `[]` for none. */
export const reverseLookupName = restEndpoint(
  'blockchainApi',
  (parameters: ReverseLookupNameParameters) => ({
    path: `/v1/profile/reverse/${encodeURIComponent(parameters.address)}`,
    query: { apiVersion: nameApiVersion },
    schema: reverseLookupResponseSchema,
    // The service does not promise an order; callers take the first as the newest.
    select: (records): ReverseLookupResponse =>
      [...records].sort((a, b) => (Date.parse(b.registered_at) || 0) - (Date.parse(a.registered_at) || 0)),
  }),
  (error) => toNameServiceError('reverse', error),
)
