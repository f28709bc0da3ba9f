// The business constants, each named after what it is. Durations are milliseconds.

export const emailLoginCooldownMs = 30_000
export const tokenBalanceRetryBlockMs = 30_000

export const portfolioCacheExpiryMs = 30_000
export const nativeBalanceCacheExpiryMs = 30_000
export const nameCacheExpiryMs = 5 * 60_000
export const identityCacheExpiryMs = 5 * 60_000

export const recentWalletsKept = 2
export const pendingTransactionsLimit = 99
/** Percent. The spec is unsure whether this is a percentage or a tolerance constant; we read it as 1 %. */
export const swapSlippageTolerance = 1

export const frameLoadTimeoutMs = 20_000
/** Connect email, device, OTP, social and social redirect. */
export const frameConnectTimeoutMs = 30_000
export const signOutWaitMs = 3_000
export const frameReadyDelayMs = 500

export const unknownMethodErrorDelayMs = 300
export const toastSwapDelayMs = 150
export const modalShakeMs = 500
/** After leaving ConnectingFarcaster without an address. */
export const farcasterResetDelayMs = 100

export const recommendedWalletsPageSize = 4
export const walletPageSize = 40
export const walletSearchResultsLimit = 100
export const walletSearchMinimumWaitMs = 300
export const defaultFeaturedWalletsCount = 4

export const logBufferBytes = 1_024_000
export const rpcTransportTimeoutMs = 10_000
export const rpcBatchSize = 1000
export const nodePollingIntervalMs = 4_000

export const tokenAmountDecimalsShown = 3
export const addressDisplayStartChars = 4
export const addressDisplayEndChars = 6

export const defaultChainId = 1

export const nameSuffix = '.reown.id'
export const legacyNameSuffix = '.wcn.id'

export const telemetryErrorLimit = 5
export const telemetryWindowMs = 60_000

export const animationDurationsMs = { headerText: 120, modalHeight: 150, viewTransition: 150 } as const

export const defaultTheme = {
  modalWidth: '360px',
  baseFontSize: '10px',
  borderRadius: '4px',
  zIndex: 999,
} as const

/** ENSIP-11: an EVM coin type is this bit plus the chain id, so chain ids stay below it. */
export const maxEvmChainIdForCoinType = 0x80000000

export const swapSupportedEvmChainIds = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const

export const balanceNamespaces = ['eip155', 'solana'] as const
export const sendNamespaces = ['eip155', 'solana'] as const
export const nameNamespaces = ['eip155'] as const
export const activityNamespaces = ['eip155'] as const
export const authConnectorNamespaces = ['eip155', 'solana'] as const
/** Embedded-wallet chains are limited to these. */
export const embeddedWalletNamespaces = ['eip155', 'solana'] as const

export const onrampProviders = ['coinbase', 'meld'] as const
export const onrampFeeRangePercent = { min: 1, max: 2 } as const
export const coinbaseOnrampChains = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const
export const coinbaseOnrampFallbackChain = 'ethereum'
/** Default payment-method limits for USD and EUR when the options service is off or fails. */
export const defaultOnrampPaymentLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_account', min: '10.00', max: '25000.00' },
] as const
export const defaultOnrampCurrencies = ['USD', 'EUR'] as const

/** Universal-provider error text → alert kind (the provider error mapping). */
export const providerErrorMessages = {
  originNotAllowed: 'Unauthorized: origin not allowed',
  jwtNotYetValid: 'JWT validation error: JWT Token is not yet valid',
  invalidKey: 'Unauthorized: invalid key',
} as const

export const frameTimeoutReasons = [
  'iframe_load_failed',
  'iframe_request_timeout',
  'unverified_domain',
] as const

/** Codes a wallet answers to a switch for an unknown chain; they trigger an add-chain attempt. */
export const addChainErrorCodes = [4902, 5000, 32603] as const

/** Every constant above in one object (`constants.modalShakeMs`). */
export const constants = {
  emailLoginCooldownMs,
  tokenBalanceRetryBlockMs,
  portfolioCacheExpiryMs,
  nativeBalanceCacheExpiryMs,
  nameCacheExpiryMs,
  identityCacheExpiryMs,
  recentWalletsKept,
  pendingTransactionsLimit,
  swapSlippageTolerance,
  frameLoadTimeoutMs,
  frameConnectTimeoutMs,
  signOutWaitMs,
  frameReadyDelayMs,
  unknownMethodErrorDelayMs,
  toastSwapDelayMs,
  modalShakeMs,
  farcasterResetDelayMs,
  recommendedWalletsPageSize,
  walletPageSize,
  walletSearchResultsLimit,
  walletSearchMinimumWaitMs,
  defaultFeaturedWalletsCount,
  logBufferBytes,
  rpcTransportTimeoutMs,
  rpcBatchSize,
  nodePollingIntervalMs,
  tokenAmountDecimalsShown,
  addressDisplayStartChars,
  addressDisplayEndChars,
  defaultChainId,
  nameSuffix,
  legacyNameSuffix,
  telemetryErrorLimit,
  telemetryWindowMs,
  animationDurationsMs,
  defaultTheme,
  maxEvmChainIdForCoinType,
  swapSupportedEvmChainIds,
  balanceNamespaces,
  sendNamespaces,
  nameNamespaces,
  activityNamespaces,
  authConnectorNamespaces,
  embeddedWalletNamespaces,
  onrampProviders,
  onrampFeeRangePercent,
  coinbaseOnrampChains,
  coinbaseOnrampFallbackChain,
  defaultOnrampPaymentLimits,
  defaultOnrampCurrencies,
  providerErrorMessages,
  frameTimeoutReasons,
  addChainErrorCodes,
}
