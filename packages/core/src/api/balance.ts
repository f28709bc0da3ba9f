import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import {
  caipAddressSchema,
  caipNetworkIdSchema,
  currencySchema,
  optionalVisibleNameSchema,
  sdkQuerySchema,
  visibleNameSchema,
} from './common.ts'
import { entries, nullish, withFallback } from './lenient.ts'

ensureZodMessages()

/**
 * GET /v1/account/{address}/balance?currency=usd&chainId=&forceUpdate= . `forceUpdate` is a
 * comma-separated list of CAIP-10 token ids whose cached balance the service must read again
 * (the native coin as `eip155:1:0xeeee…eeee`).
 */
export const balanceQuerySchema = z.extend(sdkQuerySchema, {
  currency: z._default(currencySchema, 'usd'),
  chainId: z.optional(caipNetworkIdSchema),
  forceUpdate: z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => value.split(',')),
      ),
      z.array(caipAddressSchema).check(z.minLength(1)),
    ),
  ),
})
export type BalanceQuery = z.infer<typeof balanceQuerySchema>

/** Amount as decimal strings: `numeric` is in whole units (e.g. "1.5"), `decimals` the token's decimals. */
export const quantitySchema = z.object({ decimals: z.string(), numeric: z.string() })

/**
 * One holding as the service sends it. `chainId` and `address` may be left out (the native coin
 * of an EVM chain has no address; Solana's carries the plain mint of SOL, not a CAIP-10 id);
 * an unpriced token has no `value` and reads as price 0.
 */
export const balanceSchema = z.object({
  /** Without invisible characters; none visible reads as the symbol (`toTokenBalance`). */
  name: optionalVisibleNameSchema,
  symbol: visibleNameSchema,
  chainId: nullish(caipNetworkIdSchema),
  address: nullish(z.string().check(z.minLength(1))),
  value: nullish(z.number()),
  price: withFallback(z.number(), 0),
  quantity: quantitySchema,
  iconUrl: withFallback(z.string(), ''),
})
export type Balance = z.infer<typeof balanceSchema>

/** One malformed holding is left out, not the whole list. */
export const balanceResponseSchema = z.object({ balances: entries(balanceSchema) })
export type BalanceResponse = z.infer<typeof balanceResponseSchema>
