import type { View } from '@openappkit/core'
import { walletFeatureButtons } from '@openappkit/core/internal'
import { useAppKitOptions } from '../../hooks/useAppKitOptions.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { useMessages } from '../messages/MessagesContext.ts'
import { Icon, type IconName } from './Icon.tsx'

// The features this modal has a view for: the first view each leads to, and its icon. Swaps on
// any network: off core's swap networks its view says "Network not supported for Swaps".
const featureViews = {
  onramp: { view: 'OnrampBuy', icon: 'buy' },
  swaps: { view: 'Swap', icon: 'swap' },
  receive: { view: 'WalletReceive', icon: 'receive' },
  send: { view: 'WalletSend', icon: 'send' },
} as const satisfies Record<string, { view: View; icon: IconName }>
const withViews = Object.keys(featureViews) as (keyof typeof featureViews)[]

/**
 * The Account view's actions: the wallet-feature buttons in `walletFeaturesOrder`, each feature
 * that is on, then Activity when `onActivity` is given; one row of equal tiles, the icon above the
 * label.
 */
export function WalletFeatures(props: { onActivity?: (() => void) | undefined }) {
  const messages = useMessages()
  const { features } = useAppKitOptions()
  const { push } = useRouter()
  const buttons = walletFeatureButtons(features, withViews) as (keyof typeof featureViews)[]
  if (buttons.length === 0 && !props.onActivity) return null
  return (
    <nav className="oak-features" aria-label={messages.walletFeatures.label}>
      {buttons.map((feature) => (
        <button
          key={feature}
          type="button"
          className="oak-button"
          data-testid={`wallet-feature-${feature}`}
          onClick={() => push(featureViews[feature].view)}
        >
          <Icon name={featureViews[feature].icon} size={20} />
          {messages.walletFeatures[feature]}
        </button>
      ))}
      {props.onActivity ? (
        <button
          type="button"
          className="oak-button"
          data-testid="wallet-feature-activity"
          onClick={props.onActivity}
        >
          <Icon name="activity" size={20} />
          {messages.account.tabs.activity}
        </button>
      ) : null}
    </nav>
  )
}
