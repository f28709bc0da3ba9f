import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { sdkQuerySchema, visibleNameSchema } from './common.ts'
import { entries, nullish, withFallback } from './lenient.ts'

ensureZodMessages()

// The wallet directory: listings, the project's allowed origins, and the analytics switch.

export const badgeTypeSchema = z.enum(['none', 'certified'])
export type BadgeType = z.infer<typeof badgeTypeSchema>

/**
 * One wallet of the directory. Only `id` and `name` are required (the name shown without
 * invisible characters; one with nothing visible is malformed); every other field may be
 * absent or null (both read as absent, except the links, which keep null) and new fields are
 * ignored. A `badge_type` or chain id the SDK does not know is kept as sent.
 */
export const walletListingSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: visibleNameSchema,
  badge_type: nullish(z.string()),
  description: nullish(z.string()),
  chains: nullish(z.array(z.string())),
  homepage: nullish(z.string()),
  image_id: nullish(z.string()),
  image_url: nullish(z.string()),
  order: nullish(z.number()),
  link_mode: z.optional(z.nullable(z.string())),
  mobile_link: z.optional(z.nullable(z.string())),
  desktop_link: z.optional(z.nullable(z.string())),
  webapp_link: z.optional(z.nullable(z.string())),
  app_store: z.optional(z.nullable(z.string())),
  play_store: z.optional(z.nullable(z.string())),
  chrome_store: z.optional(z.nullable(z.string())),
  rdns: z.optional(z.nullable(z.string())),
  injected: z.optional(
    z.nullable(z.array(z.object({ namespace: nullish(z.string()), injected_id: nullish(z.string()) }))),
  ),
})
export type WalletListing = z.infer<typeof walletListingSchema>

const positiveInt = z.string().check(z.regex(/^[1-9]\d*$/, 'Expected a positive integer'))

/** GET /getWallets : lists are comma-separated; `page` starts at 1. */
export const getWalletsQuerySchema = z.extend(sdkQuerySchema, {
  page: z._default(positiveInt, '1'),
  entries: z._default(positiveInt, '40'),
  include: z.optional(z.string()),
  exclude: z.optional(z.string()),
  chains: z.optional(z.string()),
  search: z.optional(z.string()),
  badge_type: z.optional(badgeTypeSchema),
})
export type GetWalletsQuery = z.input<typeof getWalletsQuerySchema>

/** A malformed wallet is left out of its page; `count` stays the service's total. */
export const getWalletsResponseSchema = z.object({ data: entries(walletListingSchema), count: z.number() })
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>

/** GET /projects/v1/origins : origin patterns, `*` matches one or more host labels. */
export const allowedOriginsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) })
export type AllowedOriginsResponse = z.infer<typeof allowedOriginsResponseSchema>

/** GET /getAnalyticsConfig : analytics is on only when the service says `true`. */
export const analyticsConfigResponseSchema = z.object({
  isAnalyticsEnabled: withFallback(z.boolean(), false),
})
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigResponseSchema>
