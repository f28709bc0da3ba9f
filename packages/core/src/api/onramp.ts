import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'

ensureZodMessages()

// Buying crypto (on-ramp): options, a price quote, and the URL of the provider's buy page.

export const paymentLimitSchema = z.object({ id: z.string(), min: z.string(), max: z.string() })
export const paymentCurrencySchema = z.object({
  id: z.string(),
  payment_method_limits: z.array(paymentLimitSchema),
})
export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>

export const purchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(
    z.object({
      name: z.string(),
      display_name: z.string(),
      chain_id: z.string(),
      contract_address: z.string(),
    }),
  ),
})
export type PurchaseCurrency = z.infer<typeof purchaseCurrencySchema>

/** GET /v1/onramp/options */
export const onrampOptionsResponseSchema = z.object({
  paymentCurrencies: z.array(paymentCurrencySchema),
  purchaseCurrencies: z.array(purchaseCurrencySchema),
})
export type OnrampOptionsResponse = z.infer<typeof onrampOptionsResponseSchema>

/** POST /v1/onramp/quote : `amount` is the fiat amount to pay, as a decimal string. */
export const onrampQuoteBodySchema = z.object({
  purchaseCurrency: purchaseCurrencySchema,
  paymentCurrency: paymentCurrencySchema,
  amount: z.string().check(z.regex(/^\d+(\.\d+)?$/, 'Expected a decimal amount')),
  network: z.string(),
})
export type OnrampQuoteBody = z.infer<typeof onrampQuoteBodySchema>

export const quoteAmountSchema = z.object({ amount: z.string(), currency: z.string() })
export const onrampQuoteResponseSchema = z.object({
  paymentTotal: quoteAmountSchema,
  paymentSubtotal: quoteAmountSchema,
  purchaseAmount: quoteAmountSchema,
  networkFee: quoteAmountSchema,
  coinbaseFee: z.optional(quoteAmountSchema),
  quoteId: z.string(),
})
export type OnrampQuoteResponse = z.infer<typeof onrampQuoteResponseSchema>

/** POST /v1/generators/onrampurl */
export const onrampUrlBodySchema = z.object({
  destinationWallets: z
    .array(z.object({ address: z.string(), blockchains: z.array(z.string()), assets: z.array(z.string()) }))
    .check(z.minLength(1)),
  defaultNetwork: z.optional(z.string()),
  partnerUserId: z.string(),
  defaultExperience: z.optional(z.enum(['buy', 'send'])),
  presetCryptoAmount: z.optional(z.number().check(z.positive())),
  presetFiatAmount: z.optional(z.number().check(z.positive())),
})
export type OnrampUrlBody = z.infer<typeof onrampUrlBodySchema>

export const onrampUrlResponseSchema = z.object({ url: z.string() })
export type OnrampUrlResponse = z.infer<typeof onrampUrlResponseSchema>
