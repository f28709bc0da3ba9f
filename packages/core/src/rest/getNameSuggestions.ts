import { type NameSuggestionsResponse, nameSuggestionsResponseSchema } from '../api/profile.ts'
import { restEndpoint } from './restEndpoint.ts'
import { toNameServiceError } from './toNameServiceError.ts'

export type GetNameSuggestionsParameters = {
  /** The label asked for (`alice`). */
  name: string
  zone?: 'reown.id' | 'wcn.id' | undefined
  signal?: AbortSignal | undefined
}
export type GetNameSuggestionsReturnType = NameSuggestionsResponse['suggestions']

/** GET /v1/profile/suggestions/{name}?zone=: the name itself (taken or not), then free ones. Fails with "Error fetching name suggestions". */
export const getNameSuggestions = restEndpoint(
  'blockchainApi',
  (parameters: GetNameSuggestionsParameters) => ({
    path: `/v1/profile/suggestions/${encodeURIComponent(parameters.name)}`,
    query: { zone: parameters.zone ?? 'reown.id' },
    schema: nameSuggestionsResponseSchema,
    select: (response): GetNameSuggestionsReturnType => response.suggestions,
  }),
  (error) => toNameServiceError('suggestions', error),
)
