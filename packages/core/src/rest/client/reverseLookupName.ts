import { type ReverseLookupResponse, reverseLookupResponseSchema } from '../../api/profile.ts'
import type { RestContext } from '../restUrl'
import { restRequest } from './restRequest'
import { toNameServiceError } from './toNameServiceError'

export type ReverseLookupNameParameters = { address: string; signal?: AbortSignal | undefined }
export type ReverseLookupNameReturnType = ReverseLookupResponse

/** GET /v1/profile/reverse/{address}: the names of an address, newest first. */
export async function reverseLookupName(
  context: RestContext,
  parameters: ReverseLookupNameParameters,
): Promise<ReverseLookupNameReturnType> {
  try {
    return await restRequest(context, {
      service: 'blockchainApi',
      path: `/v1/profile/reverse/${encodeURIComponent(parameters.address)}`,
      schema: reverseLookupResponseSchema,
      signal: parameters.signal,
    })
  } catch (error) {
    throw toNameServiceError('reverse', error)
  }
}
