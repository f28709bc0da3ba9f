import { expect, test } from 'vitest'
import * as constants from './constants'

// SPEC §9 values; changing one must be a deliberate spec change.
test('business constants match SPEC §9', () => {
  expect({
    tokenBalanceRetryBlockMs: constants.tokenBalanceRetryBlockMs,
    portfolioCacheExpiryMs: constants.portfolioCacheExpiryMs,
    nativeBalanceCacheExpiryMs: constants.nativeBalanceCacheExpiryMs,
    nameCacheExpiryMs: constants.nameCacheExpiryMs,
    identityCacheExpiryMs: constants.identityCacheExpiryMs,
    recentWalletsKept: constants.recentWalletsKept,
    pendingTransactionsLimit: constants.pendingTransactionsLimit,
    unknownMethodErrorDelayMs: constants.unknownMethodErrorDelayMs,
    toastSwapDelayMs: constants.toastSwapDelayMs,
    modalShakeMs: constants.modalShakeMs,
    farcasterResetDelayMs: constants.farcasterResetDelayMs,
    recommendedWalletsPageSize: constants.recommendedWalletsPageSize,
    walletPageSize: constants.walletPageSize,
    walletSearchResultsLimit: constants.walletSearchResultsLimit,
    walletSearchMinimumWaitMs: constants.walletSearchMinimumWaitMs,
    defaultFeaturedWalletsCount: constants.defaultFeaturedWalletsCount,
    tokenAmountDecimalsShown: constants.tokenAmountDecimalsShown,
    addressDisplayStartChars: constants.addressDisplayStartChars,
    addressDisplayEndChars: constants.addressDisplayEndChars,
    defaultChainId: constants.defaultChainId,
    telemetryErrorLimit: constants.telemetryErrorLimit,
    telemetryWindowMs: constants.telemetryWindowMs,
  }).toEqual({
    tokenBalanceRetryBlockMs: 30000,
    portfolioCacheExpiryMs: 30000,
    nativeBalanceCacheExpiryMs: 30000,
    nameCacheExpiryMs: 300000,
    identityCacheExpiryMs: 300000,
    recentWalletsKept: 2,
    pendingTransactionsLimit: 99,
    unknownMethodErrorDelayMs: 300,
    toastSwapDelayMs: 150,
    modalShakeMs: 500,
    farcasterResetDelayMs: 100,
    recommendedWalletsPageSize: 4,
    walletPageSize: 40,
    walletSearchResultsLimit: 100,
    walletSearchMinimumWaitMs: 300,
    defaultFeaturedWalletsCount: 4,
    tokenAmountDecimalsShown: 3,
    addressDisplayStartChars: 4,
    addressDisplayEndChars: 6,
    defaultChainId: 1,
    telemetryErrorLimit: 5,
    telemetryWindowMs: 60000,
  })
  expect(constants.animationDurationsMs).toEqual({ headerText: 120, modalHeight: 150, viewTransition: 150 })
  expect(constants.defaultTheme).toEqual({
    modalWidth: '360px',
    baseFontSize: '10px',
    borderRadius: '4px',
    zIndex: 999,
  })
})
