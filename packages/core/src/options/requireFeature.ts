import type { AppKit } from '../appKit.ts'
import { BaseError } from '../errors/base.ts'
import type { View } from '../router/views.ts'

/** The switches that turn a wallet feature off, actions and views alike. */
export type FeatureSwitch = 'swaps' | 'onramp' | 'send' | 'receive' | 'pay'

const featureNames: Record<FeatureSwitch, string> = {
  swaps: 'Swaps',
  onramp: 'Buying crypto',
  send: 'Sending',
  receive: 'Receiving',
  pay: 'Paying',
}

/** The views behind each switch. */
const viewSwitches: Partial<Record<View, FeatureSwitch>> = {
  Swap: 'swaps',
  WalletSend: 'send',
  WalletReceive: 'receive',
  OnrampBuy: 'onramp',
  OnrampProviders: 'onramp',
  BuyInProgress: 'onramp',
  Pay: 'pay',
  PayInProgress: 'pay',
}

/** An action or view of a feature the app switched off (`features.<feature>: false`). */
export class FeatureDisabledError extends BaseError {
  override name = 'FeatureDisabledError'
  static override readonly docsPath = '/errors#featuredisablederror'
  readonly feature: FeatureSwitch
  constructor(feature: FeatureSwitch) {
    super(`${featureNames[feature]} is switched off`, { details: `features.${feature} is false` })
    this.feature = feature
  }
}

/**
 * Throws `FeatureDisabledError` when `feature` is off, or when `view` belongs to a feature that is:
 * a switch refuses the feature's actions and views, wherever they are called from, and does not
 * only hide the modal's button.
 */
export function requireFeature(
  appKit: Pick<AppKit, 'options'>,
  feature: FeatureSwitch | View | undefined,
): void {
  const key =
    feature && (feature in featureNames ? (feature as FeatureSwitch) : viewSwitches[feature as View])
  if (key && !appKit.options.features[key]) throw new FeatureDisabledError(key)
}
