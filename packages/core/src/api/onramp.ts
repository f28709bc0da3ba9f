import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { entries } from './lenient.ts'

ensureZodMessages()

// Buying crypto (on-ramp): options, a price quote, and the URL of the provider's buy page.

const decimalString = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'Expected a decimal amount'))
export const paymentLimitSchema = z.object({ id: z.string(), min: decimalString, max: decimalString })
export const paymentCurrencySchema = z.object({
  id: z.string(),
  payment_method_limits: z.array(paymentLimitSchema),
})
export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>

export const purchaseNetworkSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  chain_id: z.string(),
  contract_address: z.string(),
})
export const purchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(purchaseNetworkSchema),
})
export type PurchaseCurrency = z.infer<typeof purchaseCurrencySchema>

// The hosted server (handlers/onramp/options.rs) renames on serialise only some fields:
// `limits` keeps its name and the networks' fields go camelCase (`displayName`, `chainId`,
// `contractAddress`), while AppKit's client types read `payment_method_limits` and snake_case.
// Both spellings are read; the SDK hands out the one shape above.
const wirePaymentCurrencySchema = z.pipe(
  z.object({
    id: z.string(),
    limits: z.optional(z.array(paymentLimitSchema)),
    payment_method_limits: z.optional(z.array(paymentLimitSchema)),
  }),
  z.transform(
    (c): PaymentCurrency => ({ id: c.id, payment_method_limits: c.payment_method_limits ?? c.limits ?? [] }),
  ),
)
const wirePurchaseNetworkSchema = z.pipe(
  z.object({
    name: z.string(),
    display_name: z.optional(z.string()),
    displayName: z.optional(z.string()),
    chain_id: z.optional(z.string()),
    chainId: z.optional(z.string()),
    contract_address: z.optional(z.string()),
    contractAddress: z.optional(z.string()),
  }),
  z.transform((n) => ({
    name: n.name,
    display_name: n.display_name ?? n.displayName ?? n.name,
    chain_id: n.chain_id ?? n.chainId ?? '',
    contract_address: n.contract_address ?? n.contractAddress ?? '',
  })),
)
const wirePurchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: entries(wirePurchaseNetworkSchema),
})

/** GET /v1/onramp/options: a malformed currency is left out, not the list. */
export const onrampOptionsResponseSchema = z.object({
  paymentCurrencies: entries(wirePaymentCurrencySchema),
  purchaseCurrencies: entries(wirePurchaseCurrencySchema),
})
export type OnrampOptionsResponse = z.infer<typeof onrampOptionsResponseSchema>

/**
 * POST /v1/onramp/quote : `amount` is the fiat amount to pay, as a decimal string. The currencies
 * are read in either spelling, so a currency of the options answer can be posted back as it came.
 */
export const onrampQuoteBodySchema = z.object({
  purchaseCurrency: wirePurchaseCurrencySchema,
  paymentCurrency: wirePaymentCurrencySchema,
  amount: decimalString,
  network: z.string(),
})
export type OnrampQuoteBody = z.infer<typeof onrampQuoteBodySchema>

export const quoteAmountSchema = z.object({ amount: z.string(), currency: z.string() })
export type QuoteAmount = z.infer<typeof quoteAmountSchema>

// The server's `PayOptionValue` is `{ value, currency }` and its subtotal is `paymentSubTotal`;
// AppKit's client types say `{ amount, currency }` and `paymentSubtotal`. Both are read.
const wireQuoteAmountSchema = z.pipe(
  z.object({ value: z.optional(z.string()), amount: z.optional(z.string()), currency: z.string() }),
  z.transform((a, ctx): QuoteAmount => {
    const amount = a.amount ?? a.value
    if (amount === undefined || !/^\d+(\.\d+)?$/.test(amount)) {
      ctx.issues.push({ code: 'custom', message: 'Expected a decimal amount', input: a })
      return { amount: '0', currency: a.currency }
    }
    return { amount, currency: a.currency }
  }),
)
export const onrampQuoteResponseSchema = z.pipe(
  z.object({
    paymentTotal: wireQuoteAmountSchema,
    paymentSubtotal: z.optional(wireQuoteAmountSchema),
    paymentSubTotal: z.optional(wireQuoteAmountSchema),
    purchaseAmount: wireQuoteAmountSchema,
    networkFee: wireQuoteAmountSchema,
    coinbaseFee: z.optional(z.nullable(wireQuoteAmountSchema)),
    quoteId: z.string(),
  }),
  z.transform((q, ctx) => {
    const paymentSubtotal = q.paymentSubtotal ?? q.paymentSubTotal
    if (!paymentSubtotal) ctx.issues.push({ code: 'custom', message: 'paymentSubtotal is missing', input: q })
    return {
      paymentTotal: q.paymentTotal,
      paymentSubtotal: paymentSubtotal ?? q.paymentTotal,
      purchaseAmount: q.purchaseAmount,
      networkFee: q.networkFee,
      ...(q.coinbaseFee ? { coinbaseFee: q.coinbaseFee } : {}),
      quoteId: q.quoteId,
    }
  }),
)
export type OnrampQuoteResponse = z.output<typeof onrampQuoteResponseSchema>

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
