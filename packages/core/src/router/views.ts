export const views = [
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  'WalletSend',
  'WalletReceive',
  /** The `onramp` feature: what to buy and pay, then the provider, then the purchase under way. */
  'OnrampBuy',
  'OnrampProviders',
  'BuyInProgress',
  /** The `smartSessions` feature: the account's smart sessions, each revocable. */
  'SmartSessions',
  /** The embedded wallet's email login: approve this device, then the code. */
  'EmailVerifyDevice',
  'EmailVerifyOtp',
  /** The embedded wallet's email change: the new address, the current one's code, the new one's. */
  'UpdateEmail',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  /** The embedded wallet's social login: the popup, then connecting; each failure with a retry. */
  'ConnectingSocial',
  /** The `pay` feature: the payment and how to pay (wallet or exchange), then the payment under way. */
  'Pay',
  'PayInProgress',
] as const
export type View = (typeof views)[number]

/** Data a caller hands to a view (a connector to connect, swap arguments…); opaque to the router. */
export type RouterData = Readonly<Record<string, unknown>>

export type ViewHistory = readonly View[]
