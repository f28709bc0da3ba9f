import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'

ensureZodMessages()

// Smart sessions (ERC-7715 permissions granted to an app), listed per account and revocable.

export const smartSessionPermissionSchema = z.object({
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
})

export const smartSessionSchema = z.object({
  project: z.object({
    id: z.string(),
    name: z.string(),
    url: z.optional(z.string()),
    iconUrl: z.optional(z.string()),
  }),
  pci: z.string(),
  expiry: z.number(),
  createdAt: z.number(),
  permissions: z.array(smartSessionPermissionSchema),
  policies: z.array(z.object({ id: z.string() })),
  context: z.string(),
  revokedAt: z.optional(z.number()),
})
export type SmartSession = z.infer<typeof smartSessionSchema>

/** GET /v1/sessions/{caipAddress} */
export const sessionsResponseSchema = z.object({ pcis: z.array(smartSessionSchema) })
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>

/** POST /v1/sessions/{address}/revoke : `signature` is a personal_sign of the pci by the account. */
export const revokeSessionBodySchema = z.object({
  pci: z.string().check(z.minLength(1)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{62,}$/, 'Invalid signature')),
})
export type RevokeSessionBody = z.infer<typeof revokeSessionBodySchema>

export const revokeSessionResponseSchema = z.object({ success: z.boolean() })
export type RevokeSessionResponse = z.infer<typeof revokeSessionResponseSchema>
