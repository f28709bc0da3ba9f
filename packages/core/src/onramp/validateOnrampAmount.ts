import { compareDecimals, isDecimalAmount as isAmount } from './compareDecimals.ts'
import { OnrampInputError, onrampInputErrorMessages } from './onrampInputError.ts'
import type { OnrampSelection } from './onrampSelection.ts'

/**
 * The amount against the payment method's limits: a missing or zero amount, one below the
 * method's `min` or above its `max` throws an `OnrampInputError` naming the limit. Returns the
 * amount as a number for the quote and the provider.
 */
export function validateOnrampAmount(amount: string, selection: OnrampSelection): number {
  const { paymentCurrency, paymentMethod, purchaseCurrency } = selection
  if (!paymentCurrency || !purchaseCurrency) throw new OnrampInputError(onrampInputErrorMessages.noCurrency)
  const value = amount.trim()
  if (!isAmount(value) || compareDecimals(value, '0') === 0)
    throw new OnrampInputError(onrampInputErrorMessages.invalidAmount)
  if (paymentMethod) {
    const limit = (kind: 'min' | 'max') => ({
      kind,
      value: paymentMethod[kind],
      currency: paymentCurrency.id,
      paymentMethod: paymentMethod.id,
    })
    if (isAmount(paymentMethod.min) && compareDecimals(value, paymentMethod.min) < 0)
      throw new OnrampInputError(onrampInputErrorMessages.belowMinimum, { limit: limit('min') })
    if (isAmount(paymentMethod.max) && compareDecimals(value, paymentMethod.max) > 0)
      throw new OnrampInputError(onrampInputErrorMessages.aboveMaximum, { limit: limit('max') })
  }
  return Number(value)
}
