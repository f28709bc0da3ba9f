import { allowedOriginsResponseSchema } from '../api/walletDirectory.ts'
import { restEndpoint } from './restEndpoint.ts'

export type GetAllowedOriginsParameters = { signal?: AbortSignal | undefined }

/** GET /projects/v1/origins: the origin patterns the project allows (`*.` for subdomains). */
export const getAllowedOrigins = restEndpoint('walletDirectory', (_: GetAllowedOriginsParameters) => ({
  path: '/projects/v1/origins',
  schema: allowedOriginsResponseSchema,
}))
