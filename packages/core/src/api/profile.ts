import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { evmAddressSchema, sdkQuerySchema } from './common.ts'

ensureZodMessages()

// Account names (`label.reown.id`, legacy `label.wcn.id`). The label takes letters, digits and
// hyphens only, at least 4 characters (SPEC §5).

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

/** GET /v1/profile/account/{name} and each entry of GET /v1/profile/reverse/{address} */
export const nameRecordSchema = z.object({
  name: accountNameSchema,
  registered: z.number(),
  updated: z.number(),
  /** Keyed by coin type (ENSIP-11, as a decimal string). */
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.string() })),
  attributes: z.array(z.object({ avatar: z.optional(z.string()), bio: z.optional(z.string()) })),
})
export type NameRecord = z.infer<typeof nameRecordSchema>

export const nameLookupQuerySchema = z.extend(sdkQuerySchema, {
  apiVersion: z.optional(z.string()),
  sender: z.optional(z.string()),
})

export const reverseLookupResponseSchema = z.array(nameRecordSchema)
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
