import type { WalletFeature } from '../options/defaults.ts'

export type WalletFeatureSwitches = { walletFeaturesOrder: readonly WalletFeature[] } & Record<
  WalletFeature,
  boolean
>

/**
 * The Account view's wallet-feature buttons (onramp, swaps, receive, send, or the app's
 * `walletFeaturesOrder`): each feature that is on and that the UI has a view for, once.
 */
export function walletFeatureButtons(
  features: WalletFeatureSwitches,
  withViews: readonly WalletFeature[],
): WalletFeature[] {
  return [...new Set(features.walletFeaturesOrder)].filter(
    (feature) => features[feature] && withViews.includes(feature),
  )
}
