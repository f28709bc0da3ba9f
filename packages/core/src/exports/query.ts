// @openappkit/core/query: TanStack Query options factories (query and mutation), their keys and
// cache lifetimes, for apps that use a QueryClient of their own (the React hooks use these).

export {
  type CallsStatusQueryParameters,
  callsStatusQueryOptions,
} from '../batches/callsStatusQueryOptions.ts'
export { sendCallsMutationOptions } from '../batches/sendCallsMutationOptions.ts'
export {
  type NameSuggestionsQueryParameters,
  nameSuggestionsQueryOptions,
} from '../names/nameSuggestionsQueryOptions.ts'
export { registerNameMutationOptions } from '../names/registerNameMutationOptions.ts'
export { type NftsQueryParameters, nftHistoryPageLimit, nftsQueryOptions } from '../nfts/nftsQueryOptions.ts'
export { buyOnrampMutationOptions } from '../onramp/buyOnrampMutationOptions.ts'
export {
  type OnrampOptions,
  type OnrampQuote,
  type OnrampQuoteQueryParameters,
  onrampOptionsQueryOptions,
  onrampQuoteQueryOptions,
} from '../onramp/onrampQueryOptions.ts'
export {
  payExchangesQueryOptions,
  payMutationOptions,
  payWithExchangeMutationOptions,
  payWithWalletMutationOptions,
} from '../pay/payMutationOptions.ts'
export {
  type ActivityQueryParameters,
  type ActivityUnavailableReason,
  activityQueryOptions,
  getActivityUnavailableReason,
  isActivityAvailable,
} from '../queries/activityQueryOptions.ts'
export { type BalanceQueryParameters, balanceQueryOptions } from '../queries/balanceQueryOptions.ts'
export { cacheLifetimes } from '../queries/cacheLifetimes.ts'
export { connectWalletMutationOptions } from '../queries/connectWalletMutationOptions.ts'
export { disconnectMutationOptions } from '../queries/disconnectMutationOptions.ts'
export { featuredWalletsQueryOptions } from '../queries/featuredWalletsQueryOptions.ts'
export { type IdentityQueryParameters, identityQueryOptions } from '../queries/identityQueryOptions.ts'
export { type NameQueryParameters, nameQueryOptions } from '../queries/nameQueryOptions.ts'
export { nameRecordQueryOptions } from '../queries/nameRecordQueryOptions.ts'
export { type PortfolioQueryParameters, portfolioQueryOptions } from '../queries/portfolioQueryOptions.ts'
export { queryKeys } from '../queries/queryKeys.ts'
export { setPreferredAccountTypeMutationOptions } from '../queries/setPreferredAccountTypeMutationOptions.ts'
export { signMessageMutationOptions } from '../queries/signMessageMutationOptions.ts'
export { signTypedDataMutationOptions } from '../queries/signTypedDataMutationOptions.ts'
export { switchNetworkMutationOptions } from '../queries/switchNetworkMutationOptions.ts'
export {
  type WalletProviderQueryParameters,
  walletProviderQueryOptions,
} from '../queries/walletProviderQueryOptions.ts'
export { type WalletsQueryParameters, walletsQueryOptions } from '../queries/walletsQueryOptions.ts'
export {
  type SendFeeQueryParameters,
  sendFeeQueryOptions,
  sendMutationOptions,
  sendReceiverMutationOptions,
  sendTokenPriceQueryOptions,
} from '../send/sendQueryOptions.ts'
export {
  cancelSignInMutationOptions,
  signInMutationOptions,
  signOutMutationOptions,
} from '../siwx/siwxMutationOptions.ts'
export { revokeSmartSessionMutationOptions } from '../smartSessions/revokeSmartSessionMutationOptions.ts'
export {
  type SmartSessionsQueryParameters,
  smartSessionsQueryOptions,
} from '../smartSessions/smartSessionsQueryOptions.ts'
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
} from '../swap/swapQueryOptions.ts'
