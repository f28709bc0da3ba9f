// @openappkit/core/query: TanStack Query options factories (query and mutation), their keys and
// cache lifetimes, for apps that use a QueryClient of their own (the React hooks use these).

export {
  type NameSuggestionsQueryParameters,
  nameSuggestionsQueryOptions,
} from '../names/nameSuggestionsQueryOptions'
export { registerNameMutationOptions } from '../names/registerNameMutationOptions'
export { type NftsQueryParameters, nftHistoryPageLimit, nftsQueryOptions } from '../nfts/nftsQueryOptions'
export { buyOnrampMutationOptions } from '../onramp/buyOnrampMutationOptions'
export {
  type OnrampOptions,
  type OnrampQuote,
  type OnrampQuoteQueryParameters,
  onrampOptionsQueryOptions,
  onrampQuoteQueryOptions,
} from '../onramp/onrampQueryOptions'
export {
  type ActivityQueryParameters,
  type ActivityUnavailableReason,
  activityQueryOptions,
  getActivityUnavailableReason,
  isActivityAvailable,
} from '../queries/activityQueryOptions'
export { type BalanceQueryParameters, balanceQueryOptions } from '../queries/balanceQueryOptions'
export { cacheLifetimes } from '../queries/cacheLifetimes'
export { connectWalletMutationOptions } from '../queries/connectWalletMutationOptions'
export { disconnectMutationOptions } from '../queries/disconnectMutationOptions'
export { featuredWalletsQueryOptions } from '../queries/featuredWalletsQueryOptions'
export { type IdentityQueryParameters, identityQueryOptions } from '../queries/identityQueryOptions'
export { type NameQueryParameters, nameQueryOptions } from '../queries/nameQueryOptions'
export { nameRecordQueryOptions } from '../queries/nameRecordQueryOptions'
export { type PortfolioQueryParameters, portfolioQueryOptions } from '../queries/portfolioQueryOptions'
export { queryKeys } from '../queries/queryKeys'
export { signMessageMutationOptions } from '../queries/signMessageMutationOptions'
export { switchNetworkMutationOptions } from '../queries/switchNetworkMutationOptions'
export { type WalletsQueryParameters, walletsQueryOptions } from '../queries/walletsQueryOptions'
export {
  type SendFeeQueryParameters,
  sendFeeQueryOptions,
  sendMutationOptions,
  sendReceiverMutationOptions,
  sendTokenPriceQueryOptions,
} from '../send/sendQueryOptions'
export {
  cancelSignInMutationOptions,
  signInMutationOptions,
  signOutMutationOptions,
} from '../siwx/siwxMutationOptions'
export { revokeSmartSessionMutationOptions } from '../smartSessions/revokeSmartSessionMutationOptions'
export {
  type SmartSessionsQueryParameters,
  smartSessionsQueryOptions,
} from '../smartSessions/smartSessionsQueryOptions'
export {
  type SwapQuote,
  type SwapQuoteQueryParameters,
  swapAllowanceQueryOptions,
  swapCacheLifetimes,
  swapGasPriceQueryOptions,
  swapMutationOptions,
  swapPricesQueryOptions,
  swapQuoteQueryOptions,
  swapTokensQueryOptions,
} from '../swap/swapQueryOptions'
