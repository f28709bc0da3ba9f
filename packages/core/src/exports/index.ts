// @openappkit/core: what an app uses and may rely on staying stable: the instance, actions,
// the adapter contract and mock, networks, types and errors. Query options are in `./query`,
// wire schemas in `./api`; what the modal and our packages share is in `./internal`.

export { getAccountTab, getAccountTabs, setAccountTab } from '../actions/accountTab.ts'
export {
  type AnalyticsConsent,
  getAnalyticsConsent,
  setAnalyticsConsent,
  watchAnalyticsConsent,
} from '../actions/analyticsConsent.ts'
export { type CancelConnectParameters, cancelConnect } from '../actions/cancelConnect.ts'
export { type CloseModalParameters, closeModal } from '../actions/closeModal.ts'
export { type ConnectParameters, connect } from '../actions/connect.ts'
export { type ConnectWalletParameters, connectWallet } from '../actions/connectWallet.ts'
export { type DisconnectParameters, disconnect } from '../actions/disconnect.ts'
export {
  type GetAccountParameters,
  type GetAccountReturnType,
  getAccount,
  watchAccount,
  watchAccountField,
} from '../actions/getAccount.ts'
export { type AppKitState, getAppKitState, watchAppKitState } from '../actions/getAppKitState.ts'
export { getConnectionStatus, watchConnectionStatus } from '../actions/getConnectionStatus.ts'
export { type GetConnectorsParameters, getConnectors, watchConnectors } from '../actions/getConnectors.ts'
export {
  type GetIdentityWithFallbackParameters,
  type GetIdentityWithFallbackReturnType,
  getIdentityWithFallback,
} from '../actions/getIdentityWithFallback.ts'
export { getModalState, watchModalState } from '../actions/getModalState.ts'
export { type GetNameParameters, type GetNameReturnType, getName } from '../actions/getName.ts'
export { type GetNetworkReturnType, getNetwork, watchNetwork } from '../actions/getNetwork.ts'
export {
  type GetPortfolioParameters,
  type GetPortfolioReturnType,
  getPortfolio,
} from '../actions/getPortfolio.ts'
export { getSendState, watchSendState } from '../actions/getSendState.ts'
export { getSwapState, watchSwapState } from '../actions/getSwapState.ts'
export { getTheme, watchTheme } from '../actions/getTheme.ts'
export { type GetWalletProviderParameters, getWalletProvider } from '../actions/getWalletProvider.ts'
export { getLegalConsent, LegalConsentRequiredError, setLegalConsent } from '../actions/legalConsent.ts'
export { type OpenModalParameters, openModal } from '../actions/openModal.ts'
export { reconnect } from '../actions/reconnect.ts'
export { refreshBalance } from '../actions/refreshBalance.ts'
export { resetSendState } from '../actions/resetSendState.ts'
export { resetSwapState } from '../actions/resetSwapState.ts'
export { restoreFromStorage } from '../actions/restoreFromStorage.ts'
export { setTheme } from '../actions/setTheme.ts'
export { shakeModal } from '../actions/shakeModal.ts'
export {
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from '../actions/signMessage.ts'
export {
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  signTypedData,
  type TypedDataDefinition,
} from '../actions/signTypedData.ts'
export { type SwitchNetworkReturnType, switchNetwork } from '../actions/switchNetwork.ts'
export { updateSendState } from '../actions/updateSendState.ts'
export { updateSwapState } from '../actions/updateSwapState.ts'
export { type AppKitEvent, watchEvents } from '../actions/watchEvents.ts'
// Types the public hooks of @openappkit/react return.
export type { TransactionMonthGroup, TransactionYearGroup } from '../activity/groupTransactions.ts'
export {
  type MockAdapter,
  type MockAdapterCall,
  type MockAdapterParameters,
  type MockFailure,
  mock,
} from '../adapters/mock.ts'
export type {
  AccountType,
  AdapterAccount,
  AdapterBalance,
  AdapterCall,
  AdapterCallsStatus,
  AdapterEvent,
  ConnectedPeerWallet,
  ConnectionResult,
  Connector,
  ConnectorType,
  EmbeddedUser,
  EmbeddedWallet,
  EstimateGasParameters,
  NamespaceAdapter,
  TransactionParameters,
  TransferParameters,
  WalletAsset,
  WalletConnectAdapters,
} from '../adapters/types.ts'
export { accountTypes, connectorTypes } from '../adapters/types.ts'
export type { HistoryResponse, Transaction, TransactionStatus, TransactionTransfer } from '../api/history.ts'
export type { NameRecord } from '../api/profile.ts'
export type { SmartSession } from '../api/sessions.ts'
export type { AppKit, AppKitEvents, AuthHooks } from '../appKit.ts'
export type { NativeBalance } from '../balances/pickNativeBalance.ts'
export { BatchError, batchErrorMessages } from '../batches/batchError.ts'
export { type GetCallsStatusReturnType, getCallsStatus } from '../batches/getCallsStatus.ts'
export { type GetCapabilitiesReturnType, getCapabilities } from '../batches/getCapabilities.ts'
export {
  type SendCallsParameters,
  type SendCallsProgress,
  type SendCallsReturnType,
  sendCalls,
} from '../batches/sendCalls.ts'
export type { ConnectedNamespace } from '../connectors/connectedNamespaces.ts'
export { type CreateAppKitParameters, type CreateAppKitReturnType, createAppKit } from '../createAppKit.ts'
export {
  type EmailLoginFrame,
  type EmailLoginState,
  type EmailLoginStep,
  resetEmailLogin,
} from '../embedded/emailLogin.ts'
export { startEmailLogin, submitEmailOtp } from '../embedded/emailLoginSteps.ts'
export {
  createEmbeddedApproval,
  type EmbeddedApproval,
  type EmbeddedApprovalHooks,
  type EmbeddedRequest,
  type PendingApproval,
} from '../embedded/embeddedApproval.ts'
export {
  type FarcasterLoginFrame,
  type FarcasterLoginState,
  type FarcasterLoginStep,
  resetFarcasterLogin,
} from '../embedded/farcasterLogin.ts'
export { showFrameTimeoutAlert } from '../embedded/frameTimeoutAlert.ts'
export { type GetAccountTypeReturnType, getAccountType } from '../embedded/getAccountType.ts'
export {
  AccountTypeSwitchError,
  type SwitchableAccountType,
  setPreferredAccountType,
} from '../embedded/setPreferredAccountType.ts'
export {
  resetSocialLogin,
  type SocialLoginFrame,
  type SocialLoginState,
  type SocialLoginStep,
} from '../embedded/socialLogin.ts'
export { startFarcasterLogin } from '../embedded/startFarcasterLogin.ts'
export {
  SocialLoginError,
  type SocialLoginFailure,
  type StartSocialLoginParameters,
  startSocialLogin,
} from '../embedded/startSocialLogin.ts'
export {
  type EmailUpdateState,
  type EmailUpdateStep,
  resendEmailUpdate,
  resetEmailUpdate,
  startEmailUpdate,
  submitEmailUpdateOtp,
} from '../embedded/updateEmail.ts'
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base.ts'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip.ts'
export { ChainNotSupportedError } from '../errors/chainNotSupported.ts'
export {
  AdapterNotFoundError,
  InvalidOptionsError,
  NamespaceNotConfiguredError,
  SiwxConflictError,
} from '../errors/config.ts'
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
} from '../errors/domain.ts'
export { ModuleLoadError } from '../errors/moduleLoad.ts'
export { NamespaceNotApprovedError } from '../errors/namespaceNotApproved.ts'
export { PackageNotInstalledError } from '../errors/packageNotInstalled.ts'
export { InvalidParametersError } from '../errors/parameters.ts'
export {
  BalanceRetryBlockedError,
  ConnectorNotFoundError,
  InvalidRequestError,
  InvalidResponseError,
  ServiceDisabledError,
  type ServiceName,
} from '../errors/rest.ts'
export { WalletNotInstalledError } from '../errors/walletNotInstalled.ts'
export {
  isRequestAlreadyPending,
  isUserRejection,
  RequestAlreadyPendingError,
  UserRejectedRequestError,
} from '../errors/walletRefusal.ts'
export { ConnectionAbandonedError } from '../lifecycle/attempts.ts'
export { InvalidConnectionResultError } from '../lifecycle/checkConnectionResult.ts'
export {
  type AccountNameZone,
  accountNameZones,
  isValidAccountName,
  toAccountName,
} from '../names/accountName.ts'
export { type RegisterNameParameters, registerName } from '../names/registerName.ts'
export {
  formatCaipAddress,
  formatCaipNetworkId,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from '../networks/caip.ts'
export { defineNetwork } from '../networks/defineNetwork.ts'
export * from '../networks/evmNetworks.ts'
export { solana, solanaDevnet, solanaNetworks, solanaTestnet } from '../networks/solanaNetworks.ts'
export { type NetworkInput, toCaipNetwork, type ViemChainLike } from '../networks/toCaipNetwork.ts'
export {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  chainNamespaces,
  type NativeCurrency,
} from '../networks/types.ts'
export type { Nft } from '../nfts/nftHoldings.ts'
export {
  type BuyOnrampParameters,
  type BuyOnrampReturnType,
  buyOnramp,
  cancelOnrampPurchase,
  type OnrampWindow,
} from '../onramp/buyOnramp.ts'
export { OnrampInputError, onrampInputErrorMessages } from '../onramp/onrampInputError.ts'
export type { OnrampPaymentLimit, OnrampSelection } from '../onramp/onrampSelection.ts'
export {
  getOnrampState,
  type OnrampProviderName,
  type OnrampState,
  type OnrampStatePatch,
  resetOnrampState,
  updateOnrampState,
  watchOnrampState,
} from '../onramp/onrampState.ts'
export type { AppKitOptions, ResolvedAppKitOptions } from '../options/appKitOptionsSchema.ts'
export type {
  AllWalletsMode,
  ConnectMethod,
  ConnectorTypeOrderEntry,
  Locale,
  WalletFeature,
} from '../options/defaults.ts'
export { FeatureDisabledError, type FeatureSwitch } from '../options/requireFeature.ts'
export { getExchanges } from '../pay/getExchanges.ts'
export { type GetPayUrlParameters, getPayUrl } from '../pay/getPayUrl.ts'
export { openPay, pay } from '../pay/pay.ts'
export { PayInputError, payInputErrorMessages } from '../pay/payInputError.ts'
export { devstackEth, devstackOak, devstackSol, type PaymentAsset } from '../pay/paymentAsset.ts'
export { getPayState, type PayFailureReason, type PayResult, type PayState } from '../pay/payState.ts'
export { type PayWithExchangeParameters, payWithExchange } from '../pay/payWithExchange.ts'
export { payWithWallet } from '../pay/payWithWallet.ts'
export type { PayParameters, ValidPayment } from '../pay/validatePay.ts'
export type { GetNameSuggestionsReturnType } from '../rest/getNameSuggestions.ts'
export { type RouterData, type View, type ViewHistory, views } from '../router/views.ts'
export type { SendFee } from '../send/estimateSendFee.ts'
export { SendInputError, sendInputErrorMessages } from '../send/sendInputError.ts'
export { type SendTokensReturnType, sendTokens } from '../send/sendTokens.ts'
export { cancelSignIn } from '../siwx/cancelSignIn.ts'
export {
  type DefaultSiwxParameters,
  defaultSiwx,
  defaultSiwxExpiresInMs,
  type SiwxMessageParameters,
} from '../siwx/defaultSiwx.ts'
export { getSiwxState, watchSiwxState } from '../siwx/getSiwxState.ts'
export { parseSiwxMessage } from '../siwx/parseSiwxMessage.ts'
export { type ServerSiwxParameters, SiwxServerError, serverSiwx } from '../siwx/serverSiwx.ts'
export { signIn } from '../siwx/signIn.ts'
export { signOut } from '../siwx/signOut.ts'
export { InvalidSiwxMessageError, SiwxAccountChangedError } from '../siwx/siwxErrors.ts'
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
} from '../siwx/types.ts'
export { type RevokeSmartSessionParameters, revokeSmartSession } from '../smartSessions/revokeSmartSession.ts'
export { type SmartSessionStatus, smartSessionStatus } from '../smartSessions/smartSessionStatus.ts'
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
} from '../state/types.ts'
export {
  type AppKitStorage,
  createMemoryStorage,
  createStorage,
  type StorageLike,
} from '../storage/createStorage.ts'
export { type ExecuteSwapReturnType, executeSwap } from '../swap/executeSwap.ts'
export type { SwapArguments } from '../swap/swapArguments.ts'
export { SwapInputError, swapInputErrorMessages } from '../swap/swapInputError.ts'
export { isSwapNetwork, swapSupportedChainIds } from '../swap/swapNetworks.ts'
export type { SocialOption, SocialProvider } from '../validators/socialProviders.ts'
export { version } from '../version.ts'
export type { CustomWallet, WalletItem } from '../wallets/buildWalletList.ts'
export {
  type ConnectWalletsLayout,
  type GetConnectWalletsLayoutParameters,
  getConnectWalletsLayout,
  pickAllWallets,
  pickConnectWallets,
} from '../wallets/pickConnectWallets.ts'
export type { WalletDeepLinks } from '../wallets/walletDeepLinks.ts'
