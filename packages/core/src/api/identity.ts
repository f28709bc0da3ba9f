import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { optionalVisibleNameSchema, sdkQuerySchema } from './common.ts'
import { withFallback } from './lenient.ts'

ensureZodMessages()

/** GET /v1/identity/{address}?sender= */
export const identityQuerySchema = z.extend(sdkQuerySchema, { sender: z.optional(z.string()) })
export type IdentityQuery = z.infer<typeof identityQuerySchema>

/**
 * `name` and `avatar` are null when unknown (absent reads the same); `resolvedAt`, when the
 * service resolved them, is not needed and ignored.
 */
export const identityResponseSchema = z.object({
  name: withFallback(
    z.pipe(
      optionalVisibleNameSchema,
      z.transform((name) => name ?? null),
    ),
    null,
  ),
  avatar: withFallback(z.string(), null),
})
export type IdentityResponse = z.infer<typeof identityResponseSchema>
