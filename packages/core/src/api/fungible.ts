import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { caipAddressSchema, currencySchema } from './common.ts'
import { entries, nullish, withFallback } from './lenient.ts'

ensureZodMessages()

/** POST /v1/fungible/price : prices of tokens given as CAIP-10 ids. Unknown tokens are left out. */
export const fungiblePriceBodySchema = z.object({
  currency: z._default(currencySchema, 'usd'),
  addresses: z.array(caipAddressSchema).check(z.minLength(1), z.maxLength(100)),
  projectId: z.optional(z.string()),
})
export type FungiblePriceBody = z.input<typeof fungiblePriceBodySchema>

/**
 * One price, as the service sends it (`FungiblePriceItem`): the token `address` it answers
 * (CAIP-10, or SOL's plain pseudo-mint), `decimals`, and an `iconUrl` that may be empty.
 */
export const fungiblePriceSchema = z.object({
  address: z.string().check(z.minLength(1)),
  name: z.string(),
  symbol: z.string(),
  iconUrl: withFallback(z.string(), ''),
  price: z.number(),
  decimals: nullish(z.number()),
})
export type FungiblePrice = z.infer<typeof fungiblePriceSchema>

/** A malformed price is left out, not the list. */
export const fungiblePriceResponseSchema = z.object({ fungibles: entries(fungiblePriceSchema) })
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>
