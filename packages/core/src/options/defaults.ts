import type { AccountType } from '../adapters/types.ts'
import type { ChainNamespace } from '../networks/types.ts'

export const defaultFeatures = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: 'SHOW',
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
} as const

/** `features.allWallets`: offer the All wallets entry always, never, or on phones only. */
export const allWalletsModes = ['SHOW', 'HIDE', 'ONLY_MOBILE'] as const
export type AllWalletsMode = (typeof allWalletsModes)[number]

export const connectMethods = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof connectMethods)[number]

export const connectorTypeOrderEntries = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorTypeOrderEntry = (typeof connectorTypeOrderEntries)[number]
export const defaultConnectorTypeOrder: readonly ConnectorTypeOrderEntry[] = connectorTypeOrderEntries

/** The modal's languages (one catalogue each in @openappkit/react's modal/messages); `ar` is right-to-left. */
export const locales = ['en', 'de', 'es', 'fr', 'it', 'pt-BR', 'nl', 'tr', 'ar', 'ja', 'ko', 'zh-CN'] as const
export type Locale = (typeof locales)[number]

/** The account view's feature buttons, in their default order. */
export const walletFeatures = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof walletFeatures)[number]

/** cosmos has no spec default; an externally owned account is the only kind it has. */
export const defaultAccountTypes: Record<ChainNamespace, AccountType> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
  cosmos: 'eoa',
}

/**
 * Defaults point at the hosted services the spec describes; apps and the playground point them
 * at the devstack, and `false` switches a service off (no request is ever made to it).
 */
export const defaultServices = {
  blockchainApi: 'https://rpc.walletconnect.org',
  rpc: 'https://rpc.walletconnect.org',
  walletDirectory: 'https://api.web3modal.org',
  analytics: 'https://pulse.walletconnect.org',
  authFrame: 'https://secure.walletconnect.org/sdk',
} as const

/**
 * Email, social, wallet; but when injected wallets exist, wallet first. An explicit order from the
 * app always wins.
 */
export function getConnectMethodsOrder(
  configured: readonly ConnectMethod[] | undefined,
  hasInjectedWallets: boolean,
): readonly ConnectMethod[] {
  if (configured) return configured
  return hasInjectedWallets ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}
