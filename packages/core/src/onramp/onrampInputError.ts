import { BaseError, type BaseErrorParameters } from '../errors/base.ts'

/** Our sentences for a purchase that cannot start as it stands (the spec has none). */
export const onrampInputErrorMessages = {
  notConnected: 'Connect a wallet to buy crypto',
  restricted: 'Buying crypto is not available in your region',
  providerUnavailable: 'Meld cannot be opened from here yet: buy through Coinbase',
  noCurrency: 'Choose what to buy and what to pay with',
  invalidAmount: 'Enter an amount',
  belowMinimum: 'The amount is below the minimum',
  aboveMaximum: 'The amount is above the maximum',
  purchaseFailed: 'The provider reported the purchase as failed',
  timedOut: 'The purchase has not arrived yet: check the provider’s page',
  cancelled: 'Stopped waiting for the purchase',
  disconnected: 'The wallet disconnected: stopped waiting for the purchase',
  accountChanged: 'The account or network changed: stopped waiting for the purchase',
} as const

export type OnrampInputErrorMessage = (typeof onrampInputErrorMessages)[keyof typeof onrampInputErrorMessages]

/**
 * A purchase that cannot start, or did not end well. `limit` says which payment limit an amount
 * broke (`min`/`max`, in `currency`, for `paymentMethod`), so a UI can word it in its language.
 */
export class OnrampInputError extends BaseError {
  override name = 'OnrampInputError'
  static override readonly docsPath = '/errors#onrampinputerror'
  readonly limit: { kind: 'min' | 'max'; value: string; currency: string; paymentMethod: string } | undefined
  constructor(
    message: OnrampInputErrorMessage,
    parameters: BaseErrorParameters & { limit?: OnrampInputError['limit'] } = {},
  ) {
    const { limit, ...rest } = parameters
    super(message, {
      ...rest,
      details:
        rest.details ??
        (limit
          ? `${limit.kind === 'min' ? 'Minimum' : 'Maximum'} ${limit.value} ${limit.currency} (${limit.paymentMethod})`
          : undefined),
    })
    this.limit = limit
  }
}
