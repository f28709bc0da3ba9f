import { z } from 'zod'
import { caipNetworkIdSchema } from './common.ts'

/** GET /v1/supported-chains */
export const supportedChainsResponseSchema = z.object({
  http: z.array(caipNetworkIdSchema),
  ws: z.array(caipNetworkIdSchema),
})
export type SupportedChainsResponse = z.infer<typeof supportedChainsResponseSchema>
