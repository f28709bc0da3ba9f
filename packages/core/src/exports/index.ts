export { type CancelConnectParameters, cancelConnect } from '../actions/cancelConnect'
export { type CloseModalParameters, closeModal } from '../actions/closeModal'
export { type ConnectParameters, connect } from '../actions/connect'
export { type ConnectWalletParameters, connectWallet } from '../actions/connectWallet'
export { type DisconnectParameters, disconnect } from '../actions/disconnect'
export {
  type GetAccountParameters,
  type GetAccountReturnType,
  getAccount,
  watchAccount,
  watchAccountField,
} from '../actions/getAccount'
export {
  type AppKitState,
  appKitStateAtom,
  getAppKitState,
  watchAppKitState,
} from '../actions/getAppKitState'
export { getConnectionStatus, watchConnectionStatus } from '../actions/getConnectionStatus'
export { type GetConnectorsParameters, getConnectors, watchConnectors } from '../actions/getConnectors'
export {
  type GetIdentityWithFallbackParameters,
  type GetIdentityWithFallbackReturnType,
  getIdentityWithFallback,
} from '../actions/getIdentityWithFallback'
export { getModalState, watchModalState } from '../actions/getModalState'
export { type GetNameParameters, type GetNameReturnType, getName } from '../actions/getName'
export { type GetNetworkReturnType, getNetwork, watchNetwork } from '../actions/getNetwork'
export {
  type GetPortfolioParameters,
  type GetPortfolioReturnType,
  getPortfolio,
} from '../actions/getPortfolio'
export { getSendState, watchSendState } from '../actions/getSendState'
export { getSwapState, watchSwapState } from '../actions/getSwapState'
export { getTheme, watchTheme } from '../actions/getTheme'
export { getToast, watchToast } from '../actions/getToast'
export { handleUnknownRpcMethod } from '../actions/handleUnknownRpcMethod'
export { isAnalyticsEnabled } from '../actions/isAnalyticsEnabled'
export { goBack, pushView, replaceView, resetView } from '../actions/navigation'
export { type OpenModalParameters, openModal } from '../actions/openModal'
export { defaultRestoreTimeoutMs, reconnect, statusOnLoad } from '../actions/reconnect'
export { refreshBalance } from '../actions/refreshBalance'
export { type ReportErrorParameters, reportError } from '../actions/reportError'
export { resetSendState } from '../actions/resetSendState'
export { resetSwapState } from '../actions/resetSwapState'
export { restoreFromStorage } from '../actions/restoreFromStorage'
export { setAuthHooks } from '../actions/setAuthHooks'
export { setTheme } from '../actions/setTheme'
export { shakeModal } from '../actions/shakeModal'
export { showAlert } from '../actions/showAlert'
export { closeToast, type ShowToastParameters, showToast } from '../actions/showToast'
export { type SwitchNetworkReturnType, switchNetwork } from '../actions/switchNetwork'
export {
  isOriginRefusal,
  shouldSendAnalyticsEvent,
  type TrackEventParameters,
  trackEvent,
} from '../actions/trackEvent'
export { completeTransactionStep, requestApproval } from '../actions/transactionStack'
export { type AccountPatch, updateAccount } from '../actions/updateAccount'
export { updateSendState } from '../actions/updateSendState'
export { updateSwapState } from '../actions/updateSwapState'
export { type AppKitEvent, watchEvents } from '../actions/watchEvents'
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
  type TransactionMonthGroup,
  type TransactionYearGroup,
} from '../activity/groupTransactions'
export {
  errorChain,
  type IsWalletRefusalOptions,
  isRefusalMessage,
  isWalletRefusal,
  walletErrorCode,
} from '../adapters/isWalletRefusal'
export {
  type MockAdapter,
  type MockAdapterCall,
  type MockAdapterParameters,
  type MockFailure,
  mock,
} from '../adapters/mock'
export type {
  AccountType,
  AdapterAccount,
  AdapterBalance,
  AdapterCall,
  AdapterEvent,
  ConnectedPeerWallet,
  ConnectionResult,
  Connector,
  ConnectorType,
  EstimateGasParameters,
  NamespaceAdapter,
  TransactionParameters,
  TransferParameters,
} from '../adapters/types'
export { accountTypes, connectorTypes } from '../adapters/types'
export {
  type Alert,
  type AlertId,
  alerts,
  createProviderErrorReporter,
  getAlert,
  getProviderErrorAlertId,
} from '../alerts/alerts'
export { type ToastMessageId, toastMessages } from '../alerts/toastMessages'
export type { HistoryResponse, Transaction, TransactionStatus, TransactionTransfer } from '../api/history'
export type { AppKit, AppKitEvents, AuthHooks } from '../appKit'
export { type NativeBalance, pickNativeBalance } from '../balances/pickNativeBalance'
export { portfolioTokenId } from '../balances/portfolioTokenId'
export { type RefetchPortfolioParameters, refetchPortfolio } from '../balances/refetchPortfolio'
export {
  type ConnectedNamespace,
  connectedNamespaces,
  connectedNamespacesAtom,
} from '../connectors/connectedNamespaces'
export { mergeConnectors } from '../connectors/mergeConnectors'
export {
  connectorNamespaces,
  isMultiChainConnector,
  type MultiChainConnector,
} from '../connectors/multiChainConnector'
export { type NamespaceConnection, namespacesToDisconnect } from '../connectors/namespacesToDisconnect'
export {
  type NetworkSwitchPlan,
  type PlanNetworkSwitchParameters,
  planNetworkSwitch,
} from '../connectors/planNetworkSwitch'
// A hook that needs one constant imports it by name, so the table stays out of an app's bundle.
export {
  animationDurationsMs,
  constants,
  defaultFeaturedWalletsCount,
  modalShakeMs,
  recommendedWalletsPageSize,
  walletSearchMinimumWaitMs,
} from '../constants'
export { type CreateAppKitParameters, type CreateAppKitReturnType, createAppKit } from '../createAppKit'
export { isMobile, phoneMediaQuery, watchIsMobile } from '../device/isMobile'
export { formatTokenAmount } from '../display/formatTokenAmount'
export { shortenAddress } from '../display/shortenAddress'
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip'
export {
  AdapterNotFoundError,
  InvalidOptionsError,
  NamespaceNotConfiguredError,
  SiwxConflictError,
} from '../errors/config'
export {
  ActivityError,
  activityErrorMessages,
  ConnectionError,
  connectionErrorMessages,
  EmailThrottleError,
  FrameError,
  frameErrorMessages,
  HttpStatusError,
  type NameErrorKind,
  NameServiceError,
  NetworkError,
  networkErrorMessages,
  RpcRequestError,
  rpcErrorMessages,
  SendError,
  SiwxError,
  sendErrorMessages,
  siwxErrorMessages,
} from '../errors/domain'
export { InvalidParametersError } from '../errors/parameters'
export {
  BalanceRetryBlockedError,
  ConnectorNotFoundError,
  InvalidRequestError,
  InvalidResponseError,
  ServiceDisabledError,
  type ServiceName,
} from '../errors/rest'
export { WalletNotInstalledError } from '../errors/walletNotInstalled'
export {
  isRequestAlreadyPending,
  isUserRejection,
  RequestAlreadyPendingError,
  UserRejectedRequestError,
} from '../errors/walletRefusal'
export { ConnectionAbandonedError } from '../lifecycle/attempts'
export { InvalidConnectionResultError } from '../lifecycle/checkConnectionResult'
export {
  formatCaipAddress,
  formatCaipNetworkId,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from '../networks/caip'
export { defineNetwork } from '../networks/defineNetwork'
export { evmChainIdToCoinType } from '../networks/evmChainIdToCoinType'
export * from '../networks/evmNetworks'
export { getNetworkRpcUrl } from '../networks/getNetworkRpcUrl'
export { solana, solanaDevnet, solanaNetworks, solanaTestnet } from '../networks/solanaNetworks'
export {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  chainNamespaces,
  type NativeCurrency,
} from '../networks/types'
export {
  createUnknownNetwork,
  isUnknownNetwork,
  resolveNetwork,
  shouldOpenUnsupportedChain,
  unknownNetworkName,
} from '../networks/unknownNetwork'
export type { AppKitOptions, ResolvedAppKitOptions } from '../options/appKitOptionsSchema'
export {
  type ConnectMethod,
  type ConnectorTypeOrderEntry,
  defaultAccountTypes,
  defaultConnectorTypeOrder,
  defaultFeatures,
  defaultServices,
  defaultWalletFeaturesOrder,
  getConnectMethodsOrder,
  type Locale,
  type WalletFeature,
} from '../options/defaults'
export { resolveOptions } from '../options/resolveOptions'
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
export { switchNetworkMutationOptions } from '../queries/switchNetworkMutationOptions'
export { type WalletsQueryParameters, walletsQueryOptions } from '../queries/walletsQueryOptions'
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
export type { GetWalletsParameters, GetWalletsReturnType } from '../rest/client/getWallets'
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
  getWallets,
  restRequest,
  reverseLookupName,
  sendAnalyticsEvent,
} from '../rest/restClient'
export { buildRestUrl, type RestContext } from '../rest/restUrl'
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
export { type RouterData, type View, type ViewHistory, views } from '../router/views'
export {
  getViewAfterConnect,
  type ViewAfterConnectParameters,
  viewAfterConnect,
} from '../routing/viewAfterConnect'
export {
  type EstimateSendFeeParameters,
  estimateSendFee,
  type SendFee,
} from '../send/estimateSendFee'
export { isReceiverAddress } from '../send/isReceiverAddress'
export { maxSendAmount } from '../send/maxSendAmount'
export { type SendBalances, sendBalances } from '../send/sendBalances'
export { SendInputError, sendInputErrorMessages } from '../send/sendInputError'
export {
  type SendFeeQueryParameters,
  sendAmountInUsd,
  sendFeeQueryOptions,
  sendMutationOptions,
  sendReceiverMutationOptions,
  sendTokenPriceQueryOptions,
} from '../send/sendQueryOptions'
export { type SendTokensReturnType, sendTokens } from '../send/sendTokens'
export { type SendReceiver, setSendReceiver } from '../send/setSendReceiver'
export { transactionExplorerUrl } from '../send/transactionExplorerUrl'
export { type SendDraft, tokenContract, type ValidSend, validateSend } from '../send/validateSend'
export { type WalletFeatureSwitches, walletFeatureButtons } from '../send/walletFeatureButtons'
export { activeSiwxAccount } from '../siwx/activeSiwxAccount'
export { type BuildSiwxMessageParameters, buildSiwxMessage } from '../siwx/buildSiwxMessage'
export { cancelSignIn } from '../siwx/cancelSignIn'
export { type CheckSiwxSessionParameters, checkSiwxSession } from '../siwx/checkSiwxSession'
export { createNonce } from '../siwx/createNonce'
export {
  type DefaultSiwxParameters,
  defaultSiwx,
  defaultSiwxExpiresInMs,
  type SiwxMessageParameters,
} from '../siwx/defaultSiwx'
export { formatSiwxMessage } from '../siwx/formatSiwxMessage'
export { getSiwxState, siwxStateAtom, watchSiwxState } from '../siwx/getSiwxState'
export { parseSiwxMessage } from '../siwx/parseSiwxMessage'
export { type ServerSiwxParameters, SiwxServerError, serverSiwx } from '../siwx/serverSiwx'
export { InvalidSiwxMessageError, SiwxAccountChangedError, signIn } from '../siwx/signIn'
export { isOnSignInView, signInViews } from '../siwx/signInViews'
export { signOut } from '../siwx/signOut'
export { isSiwxRequiredWithoutSession, isSiwxSignInPending } from '../siwx/siwxInstance'
export {
  cancelSignInMutationOptions,
  signInMutationOptions,
  signOutMutationOptions,
} from '../siwx/siwxMutationOptions'
export { siwxSessionSchema } from '../siwx/siwxSessionSchema'
export type {
  SiwxConfig,
  SiwxConfigFactory,
  SiwxContext,
  SiwxMessage,
  SiwxMessageData,
  SiwxOption,
  SiwxSession,
  SiwxState,
  SiwxStatus,
} from '../siwx/types'
export { type AppKitAtoms, createAppKitAtoms } from '../state/createAppKitAtoms'
export type {
  AccountNamespaceState,
  AccountState,
  AccountTab,
  ConnectedWalletInfo,
  ConnectionStatus,
  ModalState,
  RouterState,
  SendState,
  SwapState,
  SwapToken,
  ThemeState,
  ToastState,
  TokenBalance,
} from '../state/types'
export {
  type AppKitStorage,
  createMemoryStorage,
  createStorage,
  type StorageLike,
} from '../storage/createStorage'
export {
  type RecentWallet,
  type StorageKey,
  type StorageValues,
  storageSchemas,
} from '../storage/storageSchemas'
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
export { emailSchema, isValidEmail, isValidOtp, otpSchema } from '../validators/emailLogin'
export { defaultAllowedAncestors, isOriginAllowed, matchesOriginPattern } from '../validators/isOriginAllowed'
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
export { version } from '../version'
export { pairingExpiresAt, pairingTimeLeft } from '../walletConnect/pairingExpiry'
export {
  type BuildWalletListParameters,
  buildWalletList,
  type CustomWallet,
  type WalletItem,
} from '../wallets/buildWalletList'
export { connectWalletOnce } from '../wallets/connectWalletOnce'
export { safeImageUrl } from '../wallets/safeImageUrl'
export { safeLinkUrl } from '../wallets/safeLinkUrl'
export { canPairOverWalletConnect, type WalletDeepLinks, walletDeepLinks } from '../wallets/walletDeepLinks'
