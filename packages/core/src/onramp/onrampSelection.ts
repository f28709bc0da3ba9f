import type { OnrampOptionsResponse, PaymentCurrency, PurchaseCurrency } from '../api/onramp.ts'
import type { OnrampState } from './onrampState.ts'

export type OnrampPaymentLimit = PaymentCurrency['payment_method_limits'][number]

export type OnrampSelection = {
  purchaseCurrency: PurchaseCurrency | undefined
  paymentCurrency: PaymentCurrency | undefined
  /** The payment method whose limits apply. */
  paymentMethod: OnrampPaymentLimit | undefined
}

/**
 * What the form's ids point at in the options; an id the options lack (or none) falls back to
 * the default: the first purchase currency offered on the active chain (else the first), the
 * first payment currency and its first payment method.
 */
export function onrampSelection(
  options: Pick<OnrampOptionsResponse, 'paymentCurrencies' | 'purchaseCurrencies'> | undefined,
  state: Pick<OnrampState, 'purchaseCurrencyId' | 'paymentCurrencyId' | 'paymentMethodId'>,
  chainId: string | number | undefined,
): OnrampSelection {
  const purchases = options?.purchaseCurrencies ?? []
  const payments = options?.paymentCurrencies ?? []
  const onChain = purchases.find((c) => c.networks.some((n) => n.chain_id === String(chainId)))
  const purchaseCurrency = purchases.find((c) => c.id === state.purchaseCurrencyId) ?? onChain ?? purchases[0]
  const paymentCurrency = payments.find((c) => c.id === state.paymentCurrencyId) ?? payments[0]
  const methods = paymentCurrency?.payment_method_limits ?? []
  const paymentMethod = methods.find((m) => m.id === state.paymentMethodId) ?? methods[0]
  return { purchaseCurrency, paymentCurrency, paymentMethod }
}
