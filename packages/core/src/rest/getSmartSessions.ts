import { sessionsResponseSchema } from '../api/sessions.ts'
import { restEndpoint } from './restEndpoint.ts'

export type GetSmartSessionsParameters = { caipAddress: string; signal?: AbortSignal | undefined }

/** GET /v1/sessions/{caipAddress}: the smart sessions (ERC-7715 permissions) granted by an account. */
export const getSmartSessions = restEndpoint('blockchainApi', (parameters: GetSmartSessionsParameters) => ({
  path: `/v1/sessions/${encodeURIComponent(parameters.caipAddress)}`,
  schema: sessionsResponseSchema,
  select: (response) => response.pcis,
}))
