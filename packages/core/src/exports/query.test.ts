import { expect, test } from 'vitest'
import * as entry from './query.ts'

// The surface of @openappkit/core/query: a change here is a change to the published API.
test('@openappkit/core/query exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "activityQueryOptions",
      "balanceQueryOptions",
      "buyOnrampMutationOptions",
      "cacheLifetimes",
      "cancelSignInMutationOptions",
      "connectWalletMutationOptions",
      "disconnectMutationOptions",
      "featuredWalletsQueryOptions",
      "getActivityUnavailableReason",
      "identityQueryOptions",
      "isActivityAvailable",
      "nameQueryOptions",
      "nameRecordQueryOptions",
      "nameSuggestionsQueryOptions",
      "nftHistoryPageLimit",
      "nftsQueryOptions",
      "onrampOptionsQueryOptions",
      "onrampQuoteQueryOptions",
      "portfolioQueryOptions",
      "queryKeys",
      "registerNameMutationOptions",
      "revokeSmartSessionMutationOptions",
      "sendFeeQueryOptions",
      "sendMutationOptions",
      "sendReceiverMutationOptions",
      "sendTokenPriceQueryOptions",
      "setPreferredAccountTypeMutationOptions",
      "signInMutationOptions",
      "signMessageMutationOptions",
      "signOutMutationOptions",
      "signTypedDataMutationOptions",
      "smartSessionsQueryOptions",
      "swapAllowanceQueryOptions",
      "swapCacheLifetimes",
      "swapGasPriceQueryOptions",
      "swapMutationOptions",
      "swapPricesQueryOptions",
      "swapQuoteQueryOptions",
      "swapTokensQueryOptions",
      "switchNetworkMutationOptions",
      "walletProviderQueryOptions",
      "walletsQueryOptions",
    ]
  `)
})
