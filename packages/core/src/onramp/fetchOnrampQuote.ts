import type { PaymentCurrency, PurchaseCurrency } from '../api/onramp.ts'
import type { AppKit } from '../appKit.ts'
import { restClient } from '../rest/restClient.ts'
import { OnrampInputError, onrampInputErrorMessages } from './onrampInputError.ts'
import type { OnrampQuote } from './onrampQueryOptions.ts'

/**
 * What the onramp quote query does when it runs (onrampQueryOptions.ts keeps its key and
 * switches): POST /v1/onramp/quote; a failure answers the placeholder quote, never an
 * error.
 */
export async function fetchOnrampQuote(
  appKit: AppKit,
  parameters: {
    purchaseCurrency: PurchaseCurrency | undefined
    paymentCurrency: PaymentCurrency | undefined
    amount: string
    networkName: string
    signal?: AbortSignal | undefined
  },
): Promise<OnrampQuote> {
  const { purchaseCurrency, paymentCurrency, amount, networkName, signal } = parameters
  if (!purchaseCurrency || !paymentCurrency) throw new OnrampInputError(onrampInputErrorMessages.noCurrency)
  try {
    const quote = await (await restClient()).getOnrampQuote(appKit, {
      purchaseCurrency,
      paymentCurrency,
      amount: amount.trim(),
      network: networkName,
      signal,
    })
    return { ...quote, placeholder: false }
  } catch (error) {
    if (signal?.aborted) throw error
    const paid = { amount: amount.trim(), currency: paymentCurrency.id }
    return {
      paymentTotal: paid,
      paymentSubtotal: paid,
      purchaseAmount: { amount: '0', currency: purchaseCurrency.symbol },
      networkFee: { amount: '0', currency: paymentCurrency.id },
      quoteId: '',
      placeholder: true,
      reason:
        error instanceof Error ? ((error as { details?: string }).details ?? error.message) : String(error),
    }
  }
}
