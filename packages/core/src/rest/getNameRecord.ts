import { type NameLookupResponse, nameLookupResponseSchema } from '../api/profile.ts'
import { nameApiVersion } from './nameApiVersion.ts'
import { restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'
import { toNameServiceError } from './toNameServiceError.ts'

export type GetNameRecordParameters = { name: string; signal?: AbortSignal | undefined }

/** GET /v1/profile/account/{name}?apiVersion=2: who a name points at, null for a free name. Fails with "Error resolving name". */
export async function getNameRecord(
  context: RestContext,
  parameters: GetNameRecordParameters,
): Promise<NameLookupResponse> {
  try {
    return await restRequest(context, {
      service: 'blockchainApi',
      path: `/v1/profile/account/${encodeURIComponent(parameters.name)}`,
      query: { apiVersion: nameApiVersion },
      schema: nameLookupResponseSchema,
      signal: parameters.signal,
    })
  } catch (error) {
    throw toNameServiceError('resolve', error)
  }
}
