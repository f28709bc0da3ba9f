import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { caipAddressSchema, caipNetworkIdSchema, sdkQuerySchema, visibleNameSchema } from './common.ts'
import { entries, nullish, withFallback } from './lenient.ts'

ensureZodMessages()

// Token swaps ("convert"). Tokens are CAIP-10 ids; the chain's native coin uses the placeholder
// address 0xeeee…eeee (EVM). Amounts are integer strings in the token's smallest unit.

const integerString = z.string().check(z.regex(/^\d+$/, 'Expected an integer amount in the smallest unit'))
const hexData = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'Expected hex data'))

/** GET /v1/convert/tokens?chainId= */
export const convertTokensQuerySchema = z.extend(sdkQuerySchema, { chainId: z.optional(caipNetworkIdSchema) })
export type ConvertTokensQuery = z.infer<typeof convertTokensQuerySchema>

/**
 * One token (`TokenItem`, handlers/convert/tokens.rs): `logoUri` and `eip2612` are `Option`s the
 * server sends as null; a token with decimals 0 is dropped.
 */
export const swapTokenSchema = z.object({
  name: visibleNameSchema,
  symbol: visibleNameSchema,
  address: caipAddressSchema,
  decimals: z.number().check(z.multipleOf(1), z.positive(), z.maximum(77)),
  logoUri: withFallback(z.string(), ''),
  eip2612: nullish(z.boolean()),
})
export type SwapToken = z.infer<typeof swapTokenSchema>

/** A malformed token is left out, not the list. */
export const convertTokensResponseSchema = z.object({ tokens: entries(swapTokenSchema) })
export type ConvertTokensResponse = z.infer<typeof convertTokensResponseSchema>

/** GET /v1/convert/quotes?amount=&userAddress=&from=&to=&gasPrice= */
export const convertQuotesQuerySchema = z.extend(sdkQuerySchema, {
  amount: integerString,
  userAddress: caipAddressSchema,
  from: caipAddressSchema,
  to: caipAddressSchema,
  gasPrice: z.optional(integerString),
})
export type ConvertQuotesQuery = z.infer<typeof convertQuotesQuerySchema>

/** `QuoteItem` (handlers/convert/quotes.rs): `id` is an `Option`, amounts integer strings. */
export const convertQuotesResponseSchema = z.object({
  quotes: entries(
    z.object({
      id: nullish(z.string()),
      fromAmount: integerString,
      fromAccount: z.string(),
      toAmount: integerString,
      toAccount: z.string(),
    }),
  ),
})
export type ConvertQuotesResponse = z.infer<typeof convertQuotesResponseSchema>

/** GET /v1/convert/allowance?tokenAddress=&userAddress= : what the swap contract may spend. */
export const convertAllowanceQuerySchema = z.extend(sdkQuerySchema, {
  tokenAddress: caipAddressSchema,
  userAddress: caipAddressSchema,
})
export type ConvertAllowanceQuery = z.infer<typeof convertAllowanceQuerySchema>

export const convertAllowanceResponseSchema = z.object({ allowance: z.string() })
export type ConvertAllowanceResponse = z.infer<typeof convertAllowanceResponseSchema>

/** GET /v1/convert/gas-price?chainId= : wei per gas as integer strings. */
export const gasPriceQuerySchema = z.extend(sdkQuerySchema, { chainId: caipNetworkIdSchema })
export type GasPriceQuery = z.infer<typeof gasPriceQuerySchema>

export const gasPriceResponseSchema = z.object({
  standard: z.string(),
  fast: z.string(),
  instant: z.string(),
})
export type GasPriceResponse = z.infer<typeof gasPriceResponseSchema>

/**
 * GET /v1/convert/build-approve?userAddress=&from=&to=&amount= : an approval of `from` for the
 * swap. The hosted server requires `amount` (handlers/convert/approve.rs).
 */
export const buildApproveQuerySchema = z.extend(sdkQuerySchema, {
  userAddress: caipAddressSchema,
  from: caipAddressSchema,
  to: caipAddressSchema,
  amount: z.optional(integerString),
})
export type BuildApproveQuery = z.infer<typeof buildApproveQuerySchema>

/** `ConvertApproveTx`: `eip155` is an `Option` holding only `gasPrice`; `to` is the token. */
export const buildApproveResponseSchema = z.object({
  tx: z.object({
    from: caipAddressSchema,
    to: caipAddressSchema,
    data: hexData,
    value: integerString,
    eip155: nullish(z.object({ gasPrice: nullish(z.string()) })),
  }),
})
export type BuildApproveResponse = z.infer<typeof buildApproveResponseSchema>

/** POST /v1/convert/build-transaction : the swap transaction itself. Slippage is in percent. */
export const buildTransactionBodySchema = z.object({
  amount: integerString,
  eip155: z.optional(
    z.object({
      slippage: z.pipe(
        z.union([z.number(), z.string().check(z.regex(/^\d+(\.\d+)?$/))]),
        z.transform(Number),
      ),
      permit: z.optional(z.string()),
    }),
  ),
  projectId: z.optional(z.string()),
  from: caipAddressSchema,
  to: caipAddressSchema,
  userAddress: caipAddressSchema,
  disableEstimate: z.optional(z.boolean()),
})
export type BuildTransactionBody = z.input<typeof buildTransactionBodySchema>

/** `amount` is the native value to send with the transaction (wei), "0" when swapping from a token. */
export const buildTransactionResponseSchema = z.object({
  tx: z.object({
    from: caipAddressSchema,
    to: caipAddressSchema,
    data: hexData,
    amount: integerString,
    eip155: nullish(z.object({ gas: nullish(z.string()), gasPrice: nullish(z.string()) })),
  }),
})
export type BuildTransactionResponse = z.infer<typeof buildTransactionResponseSchema>
