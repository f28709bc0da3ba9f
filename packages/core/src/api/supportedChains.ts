import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { caipNetworkIdSchema } from './common.ts'

ensureZodMessages()

/** GET /v1/supported-chains */
export const supportedChainsResponseSchema = z.object({
  http: z.array(caipNetworkIdSchema),
  ws: z.array(caipNetworkIdSchema),
})
export type SupportedChainsResponse = z.infer<typeof supportedChainsResponseSchema>
