import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { caipNetworkIdSchema, sdkQuerySchema } from './common.ts'

ensureZodMessages()

// The wallet directory: listings, the project's allowed origins, and the analytics switch.

export const badgeTypeSchema = z.enum(['none', 'certified'])
export type BadgeType = z.infer<typeof badgeTypeSchema>

export const walletListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  badge_type: z.optional(badgeTypeSchema),
  chains: z.optional(z.array(caipNetworkIdSchema)),
  homepage: z.optional(z.string()),
  image_id: z.optional(z.string()),
  image_url: z.optional(z.string()),
  order: z.optional(z.number()),
  link_mode: z.optional(z.nullable(z.string())),
  mobile_link: z.optional(z.nullable(z.string())),
  desktop_link: z.optional(z.nullable(z.string())),
  webapp_link: z.optional(z.nullable(z.string())),
  app_store: z.optional(z.nullable(z.string())),
  play_store: z.optional(z.nullable(z.string())),
  chrome_store: z.optional(z.nullable(z.string())),
  rdns: z.optional(z.nullable(z.string())),
  injected: z.optional(
    z.nullable(z.array(z.object({ namespace: z.optional(z.string()), injected_id: z.optional(z.string()) }))),
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

export const getWalletsResponseSchema = z.object({ data: z.array(walletListingSchema), count: z.number() })
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>

/** GET /projects/v1/origins : origin patterns, `*` matches one or more host labels. */
export const allowedOriginsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) })
export type AllowedOriginsResponse = z.infer<typeof allowedOriginsResponseSchema>

/** GET /getAnalyticsConfig */
export const analyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() })
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigResponseSchema>
