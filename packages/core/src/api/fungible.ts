import { z } from 'zod'
import { caipAddressSchema, currencySchema } from './common.ts'

/** POST /v1/fungible/price : prices of tokens given as CAIP-10 ids. Unknown tokens are left out. */
export const fungiblePriceBodySchema = z.object({
  currency: currencySchema.default('usd'),
  addresses: z.array(caipAddressSchema).min(1).max(100),
  projectId: z.string().optional(),
})
export type FungiblePriceBody = z.input<typeof fungiblePriceBodySchema>

export const fungiblePriceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  iconUrl: z.string(),
  price: z.number(),
  address: caipAddressSchema.optional(),
})
export type FungiblePrice = z.infer<typeof fungiblePriceSchema>

export const fungiblePriceResponseSchema = z.object({ fungibles: z.array(fungiblePriceSchema) })
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>
