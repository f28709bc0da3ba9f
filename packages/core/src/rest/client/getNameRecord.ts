import { type NameRecord, nameRecordSchema } from '../../api/profile.ts'
import type { RestContext } from '../restUrl'
import { restRequest } from './restRequest'
import { toNameServiceError } from './toNameServiceError'

export type GetNameRecordParameters = { name: string; signal?: AbortSignal | undefined }
export type GetNameRecordReturnType = NameRecord

/** GET /v1/profile/account/{name}: who a name points at. Fails with "Error resolving name". */
export async function getNameRecord(
  context: RestContext,
  parameters: GetNameRecordParameters,
): Promise<GetNameRecordReturnType> {
  try {
    return await restRequest(context, {
      service: 'blockchainApi',
      path: `/v1/profile/account/${encodeURIComponent(parameters.name)}`,
      schema: nameRecordSchema,
      signal: parameters.signal,
    })
  } catch (error) {
    throw toNameServiceError('resolve', error)
  }
}
