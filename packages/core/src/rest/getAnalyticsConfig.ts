import { type AnalyticsConfigResponse, analyticsConfigResponseSchema } from '../api/walletDirectory.ts'
import { restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'

export type GetAnalyticsConfigParameters = { signal?: AbortSignal | undefined }

/** GET /getAnalyticsConfig: whether the project has analytics on (absent or null reads as off). */
export function getAnalyticsConfig(
  context: RestContext,
  parameters: GetAnalyticsConfigParameters = {},
): Promise<AnalyticsConfigResponse> {
  return restRequest(context, {
    service: 'walletDirectory',
    path: '/getAnalyticsConfig',
    schema: analyticsConfigResponseSchema,
    signal: parameters.signal,
  })
}
