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
      "callsStatusQueryOptions",
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
      "sendCallsMutationOptions",
      "sendFeeQueryOptions",
      "sendMutationOptions",
      "sendReceiverMutationOptions",
      "sendTokenPriceQueryOptions",
      "setPreferredAccountTypeMutationOptions",
      "signInMutationOptions",
      "signMessageMutationOptions",
      "signOutMutationOptions",
      "smartSessionsQueryOptions",
      "swapAllowanceQueryOptions",
      "swapCacheLifetimes",
      "swapGasPriceQueryOptions",
      "swapMutationOptions",
      "swapPricesQueryOptions",
      "swapQuoteQueryOptions",
      "swapTokensQueryOptions",
      "switchNetworkMutationOptions",
      "walletsQueryOptions",
    ]
  `)
})
