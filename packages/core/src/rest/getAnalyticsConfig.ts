import { analyticsConfigResponseSchema } from '../api/walletDirectory.ts'
import { restEndpoint } from './restEndpoint.ts'

export type GetAnalyticsConfigParameters = { signal?: AbortSignal | undefined }

/** GET /getAnalyticsConfig: whether the project has analytics on (absent or null reads as off). */
export const getAnalyticsConfig = restEndpoint('walletDirectory', (_: GetAnalyticsConfigParameters) => ({
  path: '/getAnalyticsConfig',
  schema: analyticsConfigResponseSchema,
}))
