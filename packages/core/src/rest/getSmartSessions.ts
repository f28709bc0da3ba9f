import { type SessionsResponse, sessionsResponseSchema } from '../api/sessions.ts'
import { restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'

export type GetSmartSessionsParameters = { caipAddress: string; signal?: AbortSignal | undefined }

/** GET /v1/sessions/{caipAddress}: the smart sessions (ERC-7715 permissions) granted by an account. */
export function getSmartSessions(
  context: RestContext,
  parameters: GetSmartSessionsParameters,
): Promise<SessionsResponse['pcis']> {
  return restRequest(context, {
    service: 'blockchainApi',
    path: `/v1/sessions/${encodeURIComponent(parameters.caipAddress)}`,
    schema: sessionsResponseSchema,
    select: (response) => response.pcis,
    signal: parameters.signal,
  })
}
