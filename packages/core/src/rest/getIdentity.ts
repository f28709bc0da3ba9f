import { type IdentityResponse, identityResponseSchema } from '../api/identity.ts'
import { restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'

export type GetIdentityParameters = {
  address: string
  /** The connected address asking, when it differs from `address`. */
  sender?: string | undefined
  signal?: AbortSignal | undefined
}

/** GET /v1/identity/{address}: the address's name and avatar. */
export function getIdentity(
  context: RestContext,
  parameters: GetIdentityParameters,
): Promise<IdentityResponse> {
  return restRequest(context, {
    service: 'blockchainApi',
    path: `/v1/identity/${encodeURIComponent(parameters.address)}`,
    query: { sender: parameters.sender },
    schema: identityResponseSchema,
    signal: parameters.signal,
  })
}
