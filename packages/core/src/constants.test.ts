import { expect, test } from 'vitest'
import * as constants from './constants.ts'

// SPEC §9 values; changing one must be a deliberate spec change.
test('business constants match SPEC §9', () => {
  expect({
    emailLoginCooldownMs: constants.emailLoginCooldownMs,
    tokenBalanceRetryBlockMs: constants.tokenBalanceRetryBlockMs,
    portfolioCacheExpiryMs: constants.portfolioCacheExpiryMs,
    nativeBalanceCacheExpiryMs: constants.nativeBalanceCacheExpiryMs,
    nameCacheExpiryMs: constants.nameCacheExpiryMs,
    identityCacheExpiryMs: constants.identityCacheExpiryMs,
    recentWalletsKept: constants.recentWalletsKept,
    pendingTransactionsLimit: constants.pendingTransactionsLimit,
    swapSlippageTolerance: constants.swapSlippageTolerance,
    frameLoadTimeoutMs: constants.frameLoadTimeoutMs,
    frameConnectTimeoutMs: constants.frameConnectTimeoutMs,
    signOutWaitMs: constants.signOutWaitMs,
    frameReadyDelayMs: constants.frameReadyDelayMs,
    unknownMethodErrorDelayMs: constants.unknownMethodErrorDelayMs,
    toastSwapDelayMs: constants.toastSwapDelayMs,
    modalShakeMs: constants.modalShakeMs,
    farcasterResetDelayMs: constants.farcasterResetDelayMs,
    recommendedWalletsPageSize: constants.recommendedWalletsPageSize,
    walletPageSize: constants.walletPageSize,
    walletSearchResultsLimit: constants.walletSearchResultsLimit,
    walletSearchMinimumWaitMs: constants.walletSearchMinimumWaitMs,
    defaultFeaturedWalletsCount: constants.defaultFeaturedWalletsCount,
    logBufferBytes: constants.logBufferBytes,
    rpcTransportTimeoutMs: constants.rpcTransportTimeoutMs,
    rpcBatchSize: constants.rpcBatchSize,
    nodePollingIntervalMs: constants.nodePollingIntervalMs,
    tokenAmountDecimalsShown: constants.tokenAmountDecimalsShown,
    addressDisplayStartChars: constants.addressDisplayStartChars,
    addressDisplayEndChars: constants.addressDisplayEndChars,
    defaultChainId: constants.defaultChainId,
    nameSuffix: constants.nameSuffix,
    legacyNameSuffix: constants.legacyNameSuffix,
    telemetryErrorLimit: constants.telemetryErrorLimit,
    telemetryWindowMs: constants.telemetryWindowMs,
  }).toEqual({
    emailLoginCooldownMs: 30000,
    tokenBalanceRetryBlockMs: 30000,
    portfolioCacheExpiryMs: 30000,
    nativeBalanceCacheExpiryMs: 30000,
    nameCacheExpiryMs: 300000,
    identityCacheExpiryMs: 300000,
    recentWalletsKept: 2,
    pendingTransactionsLimit: 99,
    swapSlippageTolerance: 1,
    frameLoadTimeoutMs: 20000,
    frameConnectTimeoutMs: 30000,
    signOutWaitMs: 3000,
    frameReadyDelayMs: 500,
    unknownMethodErrorDelayMs: 300,
    toastSwapDelayMs: 150,
    modalShakeMs: 500,
    farcasterResetDelayMs: 100,
    recommendedWalletsPageSize: 4,
    walletPageSize: 40,
    walletSearchResultsLimit: 100,
    walletSearchMinimumWaitMs: 300,
    defaultFeaturedWalletsCount: 4,
    logBufferBytes: 1024000,
    rpcTransportTimeoutMs: 10000,
    rpcBatchSize: 1000,
    nodePollingIntervalMs: 4000,
    tokenAmountDecimalsShown: 3,
    addressDisplayStartChars: 4,
    addressDisplayEndChars: 6,
    defaultChainId: 1,
    nameSuffix: '.reown.id',
    legacyNameSuffix: '.wcn.id',
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
  expect(constants.swapSupportedEvmChainIds).toEqual([
    1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
  ])
  expect(constants.addChainErrorCodes).toEqual([4902, 5000, 32603])
  expect(constants.defaultOnrampPaymentLimits).toEqual([
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'bank_account', min: '10.00', max: '25000.00' },
  ])
  expect(constants.coinbaseOnrampChains).toEqual([
    'ethereum',
    'arbitrum',
    'polygon',
    'berachain',
    'avalanche-c-chain',
    'optimism',
    'celo',
    'base',
  ])
})

test('the constants object holds every constant of the module, as itself', () => {
  const { constants: table, ...named } = constants
  expect(table).toEqual(named)
  for (const [name, value] of Object.entries(named))
    expect(table[name as keyof typeof table], name).toBe(value)
})
