import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { caipAddressSchema, caipNetworkIdSchema, currencySchema, sdkQuerySchema } from './common.ts'

ensureZodMessages()

/** GET /v1/account/{address}/balance?currency=usd&chainId=&forceUpdate= */
export const balanceQuerySchema = z.extend(sdkQuerySchema, {
  currency: z._default(currencySchema, 'usd'),
  chainId: z.optional(caipNetworkIdSchema),
  forceUpdate: z.optional(z.string()),
})
export type BalanceQuery = z.infer<typeof balanceQuerySchema>

/** Amount as decimal strings: `numeric` is in whole units (e.g. "1.5"), `decimals` the token's decimals. */
export const quantitySchema = z.object({ decimals: z.string(), numeric: z.string() })

/** One holding. `address` (CAIP-10 of the token) is absent for the chain's native coin. */
export const balanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: caipNetworkIdSchema,
  address: z.optional(caipAddressSchema),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: quantitySchema,
  iconUrl: z.string(),
})
export type Balance = z.infer<typeof balanceSchema>

export const balanceResponseSchema = z.object({ balances: z.array(balanceSchema) })
export type BalanceResponse = z.infer<typeof balanceResponseSchema>
