import { z } from 'zod'
import { caipNetworkIdSchema, sdkQuerySchema } from './common.ts'

// The wallet directory: listings, the project's allowed origins, and the analytics switch.

export const badgeTypeSchema = z.enum(['none', 'certified'])
export type BadgeType = z.infer<typeof badgeTypeSchema>

export const walletListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  badge_type: badgeTypeSchema.optional(),
  chains: z.array(caipNetworkIdSchema).optional(),
  homepage: z.string().optional(),
  image_id: z.string().optional(),
  image_url: z.string().optional(),
  order: z.number().optional(),
  link_mode: z.string().nullable().optional(),
  mobile_link: z.string().nullable().optional(),
  desktop_link: z.string().nullable().optional(),
  webapp_link: z.string().nullable().optional(),
  app_store: z.string().nullable().optional(),
  play_store: z.string().nullable().optional(),
  chrome_store: z.string().nullable().optional(),
  rdns: z.string().nullable().optional(),
  injected: z
    .array(z.object({ namespace: z.string().optional(), injected_id: z.string().optional() }))
    .nullable()
    .optional(),
})
export type WalletListing = z.infer<typeof walletListingSchema>

const positiveInt = z.string().regex(/^[1-9]\d*$/, 'Expected a positive integer')

/** GET /getWallets : lists are comma-separated; `page` starts at 1. */
export const getWalletsQuerySchema = sdkQuerySchema.extend({
  page: positiveInt.default('1'),
  entries: positiveInt.default('40'),
  include: z.string().optional(),
  exclude: z.string().optional(),
  chains: z.string().optional(),
  search: z.string().optional(),
  badge_type: badgeTypeSchema.optional(),
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
