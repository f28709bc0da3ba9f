import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { caipAddressSchema, currencySchema } from './common.ts'

ensureZodMessages()

/** POST /v1/fungible/price : prices of tokens given as CAIP-10 ids. Unknown tokens are left out. */
export const fungiblePriceBodySchema = z.object({
  currency: z._default(currencySchema, 'usd'),
  addresses: z.array(caipAddressSchema).check(z.minLength(1), z.maxLength(100)),
  projectId: z.optional(z.string()),
})
export type FungiblePriceBody = z.input<typeof fungiblePriceBodySchema>

export const fungiblePriceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  iconUrl: z.string(),
  price: z.number(),
  address: z.optional(caipAddressSchema),
})
export type FungiblePrice = z.infer<typeof fungiblePriceSchema>

export const fungiblePriceResponseSchema = z.object({ fungibles: z.array(fungiblePriceSchema) })
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>
