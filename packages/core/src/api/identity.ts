import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { sdkQuerySchema } from './common.ts'

ensureZodMessages()

/** GET /v1/identity/{address}?sender= */
export const identityQuerySchema = z.extend(sdkQuerySchema, { sender: z.optional(z.string()) })
export type IdentityQuery = z.infer<typeof identityQuerySchema>

export const identityResponseSchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
})
export type IdentityResponse = z.infer<typeof identityResponseSchema>
