import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { evmAddressSchema, sdkQuerySchema, visibleNameSchema } from './common.ts'
import { entries, nullish } from './lenient.ts'

ensureZodMessages()

// Account names (`label.reown.id`, legacy `label.wcn.id`). The label takes letters, digits and
// hyphens only, at least 4 characters.

export const nameZones = ['reown.id', 'wcn.id'] as const
export const nameZoneSchema = z.enum(nameZones)
export const nameLabelSchema = z
  .string()
  .check(
    z.regex(/^[a-zA-Z0-9-]{4,}$/, 'A name takes letters, digits and hyphens only, at least 4 characters'),
  )
/** A full name: a valid label and a known zone. */
export const accountNameSchema = z
  .string()
  .check(
    z.regex(
      /^[a-zA-Z0-9-]{4,}\.(reown|wcn)\.id$/,
      'A name is label.reown.id: letters, digits and hyphens, at least 4',
    ),
  )

/** One address of a name, keyed by its coin type. `created_at` (ISO time) may be null. */
export const nameAddressSchema = z.object({ address: z.string(), created_at: nullish(z.string()) })

/**
 * GET /v1/profile/account/{name} and each entry of GET /v1/profile/reverse/{address}, as the
 * name service sends it: ISO times, addresses keyed by coin type (ENSIP-11, a decimal string),
 * `attributes` a map (`avatar`, `bio`…) or null, which reads as `{}`. The name is not checked
 * against our zones: the service decides which names exist.
 */
export const nameRecordSchema = z.object({
  name: visibleNameSchema,
  registered_at: z.string(),
  updated_at: nullish(z.string()),
  addresses: z.record(z.string(), nameAddressSchema),
  attributes: z.pipe(
    z.optional(z.nullable(z.record(z.string(), z.string()))),
    z.transform((attributes): Record<string, string> => attributes ?? {}),
  ),
})
export type NameRecord = z.infer<typeof nameRecordSchema>

/** Lookups send `apiVersion=2`: an unknown name or an address without names answers `[]`, not 404. */
export const nameLookupQuerySchema = z.extend(sdkQuerySchema, {
  apiVersion: z.optional(z.string()),
  sender: z.optional(z.string()),
})

/** The forward lookup: the record, or `[]` (read as null) when the name is not registered. */
export const nameLookupResponseSchema = z.union([
  nameRecordSchema,
  z.pipe(
    z.tuple([]),
    z.transform(() => null),
  ),
])
export type NameLookupResponse = z.infer<typeof nameLookupResponseSchema>

/** Newest first; a malformed record is left out, not the list. */
export const reverseLookupResponseSchema = entries(nameRecordSchema)
export type ReverseLookupResponse = z.infer<typeof reverseLookupResponseSchema>

/** GET /v1/profile/suggestions/{name}?zone=reown.id */
export const nameSuggestionsQuerySchema = z.extend(sdkQuerySchema, {
  zone: z._default(nameZoneSchema, 'reown.id'),
})
export const nameSuggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})
export type NameSuggestionsResponse = z.infer<typeof nameSuggestionsResponseSchema>

/** The signed message of a registration: JSON text of this object (timestamp in Unix seconds). */
export const registerNameMessageSchema = z.object({
  name: accountNameSchema,
  attributes: z._default(z.record(z.string(), z.string()), {}),
  timestamp: z.number().check(z.int()),
})
export type RegisterNameMessage = z.input<typeof registerNameMessageSchema>

/** POST /v1/profile/account : `signature` is a personal_sign of `message` by `address`. */
export const registerNameBodySchema = z.object({
  coin_type: z.number().check(z.int(), z.nonnegative()),
  address: evmAddressSchema,
  message: z.string(),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{62,}$/, 'Invalid signature')),
})
export type RegisterNameBody = z.infer<typeof registerNameBodySchema>

export const registerNameResponseSchema = nameRecordSchema
export type RegisterNameResponse = NameRecord
