import { type NameSuggestionsResponse, nameSuggestionsResponseSchema } from '../api/profile.ts'
import { restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'
import { toNameServiceError } from './toNameServiceError.ts'

export type GetNameSuggestionsParameters = {
  /** The label asked for (`alice`). */
  name: string
  zone?: 'reown.id' | 'wcn.id' | undefined
  signal?: AbortSignal | undefined
}
export type GetNameSuggestionsReturnType = NameSuggestionsResponse['suggestions']

/** GET /v1/profile/suggestions/{name}?zone=: the name itself (taken or not), then free ones. Fails with "Error fetching name suggestions". */
export async function getNameSuggestions(
  context: RestContext,
  parameters: GetNameSuggestionsParameters,
): Promise<GetNameSuggestionsReturnType> {
  try {
    return await restRequest(context, {
      service: 'blockchainApi',
      path: `/v1/profile/suggestions/${encodeURIComponent(parameters.name)}`,
      query: { zone: parameters.zone ?? 'reown.id' },
      schema: nameSuggestionsResponseSchema,
      select: (response) => response.suggestions,
      signal: parameters.signal,
    })
  } catch (error) {
    throw toNameServiceError('suggestions', error)
  }
}
