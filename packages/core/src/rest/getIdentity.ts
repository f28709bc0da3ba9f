import { identityResponseSchema } from '../api/identity.ts'
import { restEndpoint } from './restEndpoint.ts'

export type GetIdentityParameters = {
  address: string
  /** The connected address asking, when it differs from `address`. */
  sender?: string | undefined
  signal?: AbortSignal | undefined
}

/** GET /v1/identity/{address}: the address's name and avatar. */
export const getIdentity = restEndpoint('blockchainApi', (parameters: GetIdentityParameters) => ({
  path: `/v1/identity/${encodeURIComponent(parameters.address)}`,
  query: { sender: parameters.sender },
  schema: identityResponseSchema,
}))
