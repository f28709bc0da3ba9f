import { nameLookupResponseSchema } from '../api/profile.ts'
import { nameApiVersion } from './nameApiVersion.ts'
import { restEndpoint } from './restEndpoint.ts'
import { toNameServiceError } from './toNameServiceError.ts'

export type GetNameRecordParameters = { name: string; signal?: AbortSignal | undefined }

/** GET /v1/profile/account/{name}?apiVersion=2: who a name points at, null for a free name. Fails with "Error resolving name". */
export const getNameRecord = restEndpoint(
  'blockchainApi',
  (parameters: GetNameRecordParameters) => ({
    path: `/v1/profile/account/${encodeURIComponent(parameters.name)}`,
    query: { apiVersion: nameApiVersion },
    schema: nameLookupResponseSchema,
  }),
  (error) => toNameServiceError('resolve', error),
)
