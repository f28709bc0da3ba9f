import { z } from 'zod'
import { sdkQuerySchema } from './common.ts'

/** GET /v1/identity/{address}?sender= */
export const identityQuerySchema = sdkQuerySchema.extend({ sender: z.string().optional() })
export type IdentityQuery = z.infer<typeof identityQuerySchema>

export const identityResponseSchema = z.object({
  name: z.string().nullable(),
  avatar: z.string().nullable(),
})
export type IdentityResponse = z.infer<typeof identityResponseSchema>
