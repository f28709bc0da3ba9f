import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { entries, nullish, withFallback } from './lenient.ts'

ensureZodMessages()

// Smart sessions (ERC-7715 permissions granted to an app), listed per account and revocable.
// Read as the hosted server serialises them (blockchain-api `handlers/sessions/list.rs`: `Pci`,
// `ProjectItem`, `PermissionTypeData`): `url`, `iconUrl` (always null there today), `context`
// (null until the session is activated) and `revokedAt` are `Option`s sent as null.

/** A permission or a policy: `data` is any JSON the permission type defines. */
export const smartSessionPermissionSchema = z.object({
  type: z.string(),
  data: z.optional(z.unknown()),
})

export const smartSessionSchema = z.object({
  project: z.object({
    id: z.string(),
    name: z.string(),
    url: nullish(z.string()),
    iconUrl: nullish(z.string()),
  }),
  pci: z.string(),
  /** Unix seconds. */
  expiry: z.number(),
  createdAt: z.number(),
  permissions: z.array(smartSessionPermissionSchema),
  policies: withFallback(z.array(smartSessionPermissionSchema), []),
  context: nullish(z.string()),
  revokedAt: nullish(z.number()),
})
export type SmartSession = z.infer<typeof smartSessionSchema>

/** GET /v1/sessions/{caipAddress}: a session that does not fit is left out, not the list. */
export const sessionsResponseSchema = z.object({ pcis: entries(smartSessionSchema) })
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>

/**
 * POST /v1/sessions/{caipAddress}/revoke. The protocol names `pci` and `signature` (a personal_sign of
 * the pci by the account), and the hosted client sends both; the hosted server reads only `pci`
 * and answers 200 with an empty body, so no answer schema.
 */
export const revokeSessionBodySchema = z.object({
  pci: z.string().check(z.minLength(1)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{62,}$/, 'Invalid signature')),
})
export type RevokeSessionBody = z.infer<typeof revokeSessionBodySchema>
