// The business constants of SPEC §9, each named after what it is. Durations are milliseconds.

export const tokenBalanceRetryBlockMs = 30_000

export const portfolioCacheExpiryMs = 30_000
export const nativeBalanceCacheExpiryMs = 30_000
export const nameCacheExpiryMs = 5 * 60_000
export const identityCacheExpiryMs = 5 * 60_000

export const recentWalletsKept = 2
export const pendingTransactionsLimit = 99

export const unknownMethodErrorDelayMs = 300
export const toastSwapDelayMs = 150
export const modalShakeMs = 500
/** After leaving ConnectingFarcaster without an address (SPEC §2). */
export const farcasterResetDelayMs = 100

export const recommendedWalletsPageSize = 4
export const walletPageSize = 40
export const walletSearchResultsLimit = 100
export const walletSearchMinimumWaitMs = 300
export const defaultFeaturedWalletsCount = 4

export const tokenAmountDecimalsShown = 3
export const addressDisplayStartChars = 4
export const addressDisplayEndChars = 6

export const defaultChainId = 1

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

export const balanceNamespaces = ['eip155', 'solana'] as const
export const sendNamespaces = ['eip155', 'solana'] as const
export const nameNamespaces = ['eip155'] as const
export const activityNamespaces = ['eip155'] as const

/** Universal-provider error text → alert kind (SPEC §8 "Provider error mapping"). */
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
