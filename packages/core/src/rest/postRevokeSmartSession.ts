import { type RevokeSessionBody, revokeSessionBodySchema } from '../api/sessions.ts'
import { InvalidParametersError } from '../errors/parameters.ts'
import { restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'

export type PostRevokeSmartSessionParameters = RevokeSessionBody & { caipAddress: string }

/** POST /v1/sessions/{caipAddress}/revoke: `signature` is the account's personal_sign of the pci. */
export async function postRevokeSmartSession(
  context: RestContext,
  parameters: PostRevokeSmartSessionParameters,
): Promise<void> {
  const { caipAddress, ...body } = parameters
  const checked = revokeSessionBodySchema.safeParse(body)
  if (!checked.success)
    throw new InvalidParametersError(
      'revokeSmartSession',
      checked.error.issues.map((i) => i.message).join('; '),
    )
  await restRequest(context, {
    service: 'blockchainApi',
    method: 'POST',
    path: `/v1/sessions/${encodeURIComponent(caipAddress)}/revoke`,
    body: checked.data,
  })
}
