import {
  type RegisterNameBody,
  type RegisterNameResponse,
  registerNameResponseSchema,
} from '../api/profile.ts'
import { restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'
import { toNameServiceError } from './toNameServiceError.ts'

export type PostNameRecordParameters = RegisterNameBody & { name: string }

/**
 * POST /v1/profile/account: registers the name of the signed `message` for `address` under
 * `coin_type`. Fails with the service's first reason, else "Error registering name X".
 */
export async function postNameRecord(
  context: RestContext,
  parameters: PostNameRecordParameters,
): Promise<RegisterNameResponse> {
  const { name, ...body } = parameters
  try {
    return await restRequest(context, {
      service: 'blockchainApi',
      method: 'POST',
      path: '/v1/profile/account',
      body,
      schema: registerNameResponseSchema,
    })
  } catch (error) {
    throw toNameServiceError('register', error, name)
  }
}
