// @openappkit/core: what an app uses and may rely on staying stable: the instance, actions,
// the adapter contract and mock, networks, types and errors. Query options are in `./query`,
// wire schemas in `./api`; what the modal and our packages share is in `./internal`.
export {
  type AnalyticsConsent,
  getAnalyticsConsent,
  setAnalyticsConsent,
  watchAnalyticsConsent,
} from '../actions/analyticsConsent'
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
export { type AppKitState, getAppKitState, watchAppKitState } from '../actions/getAppKitState'
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
export { type OpenModalParameters, openModal } from '../actions/openModal'
export { reconnect } from '../actions/reconnect'
export { refreshBalance } from '../actions/refreshBalance'
export { resetSendState } from '../actions/resetSendState'
export { resetSwapState } from '../actions/resetSwapState'
export { restoreFromStorage } from '../actions/restoreFromStorage'
export { setTheme } from '../actions/setTheme'
export {
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from '../actions/signMessage'
export { type SwitchNetworkReturnType, switchNetwork } from '../actions/switchNetwork'
export { updateSendState } from '../actions/updateSendState'
export { updateSwapState } from '../actions/updateSwapState'
export { type AppKitEvent, watchEvents } from '../actions/watchEvents'
// Types the public hooks of @openappkit/react return.
export type { TransactionMonthGroup, TransactionYearGroup } from '../activity/groupTransactions'
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
export type { HistoryResponse, Transaction, TransactionStatus, TransactionTransfer } from '../api/history'
export type { NameRecord } from '../api/profile.ts'
export type { SmartSession } from '../api/sessions.ts'
export type { AppKit, AppKitEvents, AuthHooks } from '../appKit'
export type { NativeBalance } from '../balances/pickNativeBalance'
export type { ConnectedNamespace } from '../connectors/connectedNamespaces'
export { type CreateAppKitParameters, type CreateAppKitReturnType, createAppKit } from '../createAppKit'
export {
  type EmailLoginFrame,
  type EmailLoginState,
  type EmailLoginStep,
  resetEmailLogin,
} from '../embedded/emailLogin'
export { startEmailLogin, submitEmailOtp } from '../embedded/emailLoginSteps'
export {
  createEmbeddedApproval,
  type EmbeddedApproval,
  type EmbeddedApprovalHooks,
  type EmbeddedRequest,
  type PendingApproval,
} from '../embedded/embeddedApproval'
export { showFrameTimeoutAlert } from '../embedded/frameTimeoutAlert'
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip'
export { ChainNotSupportedError } from '../errors/chainNotSupported'
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
export { ModuleLoadError } from '../errors/moduleLoad'
export { NamespaceNotApprovedError } from '../errors/namespaceNotApproved'
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
  type AccountNameZone,
  accountNameZones,
  isValidAccountName,
  toAccountName,
} from '../names/accountName'
export { type RegisterNameParameters, registerName } from '../names/registerName'
export {
  formatCaipAddress,
  formatCaipNetworkId,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from '../networks/caip'
export { defineNetwork } from '../networks/defineNetwork'
export * from '../networks/evmNetworks'
export { solana, solanaDevnet, solanaNetworks, solanaTestnet } from '../networks/solanaNetworks'
export {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  chainNamespaces,
  type NativeCurrency,
} from '../networks/types'
export type { Nft } from '../nfts/nftHoldings'
export {
  type BuyOnrampParameters,
  type BuyOnrampReturnType,
  buyOnramp,
  cancelOnrampPurchase,
  type OnrampWindow,
} from '../onramp/buyOnramp'
export { OnrampInputError, onrampInputErrorMessages } from '../onramp/onrampInputError'
export type { OnrampPaymentLimit, OnrampSelection } from '../onramp/onrampSelection'
export {
  getOnrampState,
  type OnrampProviderName,
  type OnrampState,
  type OnrampStatePatch,
  resetOnrampState,
  updateOnrampState,
  watchOnrampState,
} from '../onramp/onrampState'
export type { AppKitOptions, ResolvedAppKitOptions } from '../options/appKitOptionsSchema'
export type { ConnectMethod, ConnectorTypeOrderEntry, Locale, WalletFeature } from '../options/defaults'
export type { GetNameSuggestionsReturnType } from '../rest/getNameSuggestions'
export { type RouterData, type View, type ViewHistory, views } from '../router/views'
export type { SendFee } from '../send/estimateSendFee'
export { SendInputError, sendInputErrorMessages } from '../send/sendInputError'
export { type SendTokensReturnType, sendTokens } from '../send/sendTokens'
export { cancelSignIn } from '../siwx/cancelSignIn'
export {
  type DefaultSiwxParameters,
  defaultSiwx,
  defaultSiwxExpiresInMs,
  type SiwxMessageParameters,
} from '../siwx/defaultSiwx'
export { getSiwxState, watchSiwxState } from '../siwx/getSiwxState'
export { parseSiwxMessage } from '../siwx/parseSiwxMessage'
export { type ServerSiwxParameters, SiwxServerError, serverSiwx } from '../siwx/serverSiwx'
export { signIn } from '../siwx/signIn'
export { signOut } from '../siwx/signOut'
export { InvalidSiwxMessageError, SiwxAccountChangedError } from '../siwx/siwxErrors'
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
export { type RevokeSmartSessionParameters, revokeSmartSession } from '../smartSessions/revokeSmartSession'
export { type SmartSessionStatus, smartSessionStatus } from '../smartSessions/smartSessionStatus'
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
export { type ExecuteSwapReturnType, executeSwap } from '../swap/executeSwap'
export type { SwapArguments } from '../swap/swapArguments'
export { SwapInputError, swapInputErrorMessages } from '../swap/swapInputError'
export { isSwapNetwork, swapSupportedChainIds } from '../swap/swapNetworks'
export { version } from '../version'
export type { CustomWallet, WalletItem } from '../wallets/buildWalletList'
export type { WalletDeepLinks } from '../wallets/walletDeepLinks'
