// @openappkit/core/internal: what @openappkit/react, the adapters and our apps share and an app
// should not need: rules, atoms, planners, REST clients. No stability promise.

export { analyticsConsentAtom, hasAnalyticsConsent } from '../actions/analyticsConsent'
export { appKitStateAtom } from '../actions/getAppKitState'
export { getToast, watchToast } from '../actions/getToast'
export { handleUnknownRpcMethod } from '../actions/handleUnknownRpcMethod'
export { isAnalyticsEnabled } from '../actions/isAnalyticsEnabled'
export { goBack, pushView, replaceView, resetView } from '../actions/navigation'
export { defaultRestoreTimeoutMs, statusOnLoad } from '../actions/reconnect'
export { type ReportErrorParameters, reportError } from '../actions/reportError'
export { setAuthHooks } from '../actions/setAuthHooks'
export { shakeModal } from '../actions/shakeModal'
export { showAlert } from '../actions/showAlert'
export { closeToast, type ShowToastParameters, showToast } from '../actions/showToast'
export {
  isOriginRefusal,
  shouldSendAnalyticsEvent,
  type TrackEventParameters,
  trackEvent,
} from '../actions/trackEvent'
export { completeTransactionStep, requestApproval } from '../actions/transactionStack'
export type { AccountPatch } from '../actions/updateAccount'
export { watchAtom } from '../actions/watchers'
export {
  filterTransactionsForDisplay,
  filterZeroDecimalTokens,
  isSpamNftOnlyTransaction,
} from '../activity/filters'
export {
  englishTransactionGroupTitleNames,
  getTransactionGroupTitle,
  groupTransactions,
  type TransactionGroupTitleNames,
} from '../activity/groupTransactions'
export {
  errorChain,
  type IsWalletRefusalOptions,
  isRefusalMessage,
  isWalletRefusal,
  walletErrorCode,
} from '../adapters/isWalletRefusal'
export {
  type Alert,
  type AlertId,
  alerts,
  createProviderErrorReporter,
  getAlert,
  getProviderErrorAlertId,
} from '../alerts/alerts'
export { portfolioTokenId } from '../balances/portfolioTokenId'
export type { RefetchPortfolioParameters } from '../balances/refetchPortfolio'
export { connectedNamespaces, connectedNamespacesAtom } from '../connectors/connectedNamespaces'
export {
  connectorNamespaces,
  isMultiChainConnector,
  type MultiChainConnector,
} from '../connectors/multiChainConnector'
// A hook that needs one constant imports it by name, so the table stays out of an app's bundle.
export {
  animationDurationsMs,
  constants,
  defaultFeaturedWalletsCount,
  modalShakeMs,
  recommendedWalletsPageSize,
  walletSearchMinimumWaitMs,
} from '../constants'
export { isMobile, phoneMediaQuery, watchIsMobile } from '../device/isMobile'
export { formatTokenAmount } from '../display/formatTokenAmount'
export { shortenAddress } from '../display/shortenAddress'
export type { EmbeddedRequestSummary } from '../embedded/describeEmbeddedRequest'
export { emailLoginAtom, emailLoginAvailableAtom } from '../embedded/emailLogin'
export {
  type EmailLoginMove,
  type EmailLoginMoveParameters,
  emailLoginMove,
} from '../embedded/emailLoginMove'
export { getEmbeddedApproval } from '../embedded/embeddedApproval'
export { estimateSendFee, setSendReceiver } from '../flows/flowsOnUse'
export { type LazyModule, lazyModule } from '../loading/lazyModule'
export { accountNameLabel } from '../names/accountName'
export { getNetworkRpcUrl } from '../networks/getNetworkRpcUrl'
export {
  createUnknownNetwork,
  isUnknownNetwork,
  resolveNetwork,
  shouldOpenUnsupportedChain,
  unknownNetworkName,
} from '../networks/unknownNetwork'
export { nftHoldings } from '../nfts/nftHoldings'
export { coinbaseNetworkName } from '../onramp/coinbaseNetworkName'
export { isRestrictedTimeZone, restrictedOnrampTimeZones } from '../onramp/isRestrictedTimeZone'
export { defaultOnrampOptions, type OnrampProvider, onrampProviders } from '../onramp/onrampConstants'
export { onrampSelection } from '../onramp/onrampSelection'
export { onrampStateAtom } from '../onramp/onrampState'
export { validateOnrampAmount } from '../onramp/validateOnrampAmount'
export {
  defaultAccountTypes,
  defaultConnectorTypeOrder,
  defaultFeatures,
  defaultServices,
  defaultWalletFeaturesOrder,
  getConnectMethodsOrder,
} from '../options/defaults'
export { resolveOptions } from '../options/resolveOptions'
export type {
  GetAnalyticsConfigParameters,
  GetAnalyticsConfigReturnType,
} from '../rest/client/getAnalyticsConfig'
export type { GetBalancesParameters, GetBalancesReturnType } from '../rest/client/getBalances'
export type {
  GetFungiblePricesParameters,
  GetFungiblePricesReturnType,
} from '../rest/client/getFungiblePrices'
export type { GetGasPriceParameters, GetGasPriceReturnType } from '../rest/client/getGasPrice'
export type { GetHistoryParameters, GetHistoryReturnType } from '../rest/client/getHistory'
export type { GetIdentityParameters, GetIdentityReturnType } from '../rest/client/getIdentity'
export type { GetNameRecordParameters, GetNameRecordReturnType } from '../rest/client/getNameRecord'
export type { GetNameSuggestionsParameters } from '../rest/client/getNameSuggestions'
export type {
  GetSmartSessionsParameters,
  GetSmartSessionsReturnType,
} from '../rest/client/getSmartSessions'
export type { GetWalletsParameters, GetWalletsReturnType } from '../rest/client/getWallets'
export type { PostNameRecordParameters } from '../rest/client/postNameRecord'
export type { PostRevokeSmartSessionParameters } from '../rest/client/postRevokeSmartSession'
export type { RestRequestParameters } from '../rest/client/restRequest'
export type {
  ReverseLookupNameParameters,
  ReverseLookupNameReturnType,
} from '../rest/client/reverseLookupName'
export type { SendAnalyticsEventParameters } from '../rest/client/sendAnalyticsEvent'
// The REST client's code loads with the first call (rest/restClient.ts).
export { getClientId, isClientId, setClientId } from '../rest/clientId'
export {
  getAnalyticsConfig,
  getBalances,
  getFungiblePrices,
  getGasPrice,
  getHistory,
  getIdentity,
  getNameRecord,
  getNameSuggestions,
  getSmartSessions,
  getWallets,
  postNameRecord,
  postRevokeSmartSession,
  restRequest,
  reverseLookupName,
  sendAnalyticsEvent,
} from '../rest/restClient'
export type { RestContext } from '../rest/restUrl'
export { sdkType, sdkVersion } from '../rest/sdkInfo'
export { walletImageUrl } from '../rest/walletImageUrl'
export { type CloseDecision, resolveClose, resolveOpenView, shouldResetFarcaster } from '../router/modalRules'
export {
  applyTransactionStep,
  type TransactionStep,
  type TransactionStepResult,
} from '../router/transactionStep'
export {
  type GoBackInHistoryResult,
  goBackInHistory,
  initialHistory,
  pushToHistory,
  replaceInHistory,
  resetHistory,
} from '../router/viewStack'
export {
  getViewAfterConnect,
  type ViewAfterConnectParameters,
  viewAfterConnect,
} from '../routing/viewAfterConnect'
export type { EstimateSendFeeParameters } from '../send/estimateSendFee'
export { isReceiverAddress } from '../send/isReceiverAddress'
export { maxSendAmount } from '../send/maxSendAmount'
export { type SendBalances, sendBalances } from '../send/sendBalances'
export { sendAmountInUsd } from '../send/sendQueryOptions'
export type { SendReceiver } from '../send/setSendReceiver'
export { type SendDraft, tokenContract, type ValidSend, validateSend } from '../send/validateSend'
export { type WalletFeatureSwitches, walletFeatureButtons } from '../send/walletFeatureButtons'
export { type BuildSiwxMessageParameters, buildSiwxMessage } from '../siwx/buildSiwxMessage'
export { type CheckSiwxSessionParameters, checkSiwxSession } from '../siwx/checkSiwxSession'
export { createNonce } from '../siwx/createNonce'
export { formatSiwxMessage } from '../siwx/formatSiwxMessage'
export { siwxStateAtom } from '../siwx/getSiwxState'
export { isSiwxRequiredWithoutSession, isSiwxSignInPending } from '../siwx/siwxInstance'
export { siwxSessionCheck } from '../siwx/siwxSessionSchema'
export { type AppKitAtoms, createAppKitAtoms } from '../state/createAppKitAtoms'
export {
  type RecentWallet,
  type StorageKey,
  type StorageValues,
  storageChecks,
} from '../storage/storageSchemas'
export { isNativeSwapToken } from '../swap/isNativeSwapToken'
export { minimumReceived } from '../swap/minimumReceived'
export { parseSwapArguments, resolveSwapArguments } from '../swap/swapArguments'
export { swapBalance } from '../swap/swapBalance'
export { assertSwapNetwork } from '../swap/swapNetworks'
export { type ValidSwap, validateSwap } from '../swap/validateSwap'
export { checkEmailThrottle } from '../timing/checkEmailThrottle'
export { type Clock, systemClock, wait } from '../timing/clock'
export { createRateLimiter, type RateLimiter } from '../timing/createRateLimiter'
export { isBalanceRetryBlocked } from '../timing/isBalanceRetryBlocked'
export { createEmitter, type Emitter } from '../utils/createEmitter'
export { formatUnits, parseUnits } from '../utils/units'
export {
  announcedIconProblem,
  announcedWalletLimits,
  listedWalletName,
  readUntrusted,
} from '../validators/announcedWallet'
export { assertAdapterExists, assertNamespaceConfigured } from '../validators/assertNamespace'
// The type of the checks above (storageChecks, siwxSessionCheck): named, so declarations that use them can be written.
export type { Check, Checked, OptionIssue } from '../validators/checks'
export {
  defaultAllowedAncestors,
  isOriginAllowed,
  matchesOriginPattern,
} from '../validators/isOriginAllowed'
export { isSignedMessage } from '../validators/isSignedMessage'
export { isTransactionHash } from '../validators/isTransactionHash'
export { isValidNameToRegister } from '../validators/isValidNameToRegister'
export {
  assertRpcRequestAllowed,
  getRpcMethodPermission,
  type RpcMethodPermission,
  safeRpcMethods,
  unsafeRpcMethods,
} from '../validators/rpcMethodPermission'
export {
  solanaCommitments,
  solanaSignAndSendOptionsSchema,
  walletSendCallsCallsSchema,
} from '../validators/rpcParamsSchemas'
export {
  defaultSocials,
  filterSocialsForTelegram,
  isSocialProvider,
  type SocialOption,
  type SocialProvider,
  socialOptions,
  socialProviders,
  type TelegramPlatform,
} from '../validators/socialProviders'
export { pairingExpiresAt, pairingTimeLeft } from '../walletConnect/pairingExpiry'
export { type BuildWalletListParameters, buildWalletList } from '../wallets/buildWalletList'
export { safeImageUrl } from '../wallets/safeImageUrl'
export { safeLinkUrl } from '../wallets/safeLinkUrl'
export { canPairOverWalletConnect, walletDeepLinks } from '../wallets/walletDeepLinks'
