'use client'
// The public surface of @openappkit/react: the provider, the buttons, the headless hooks, and
// core's display helpers, so a UI drawn over the hooks shows what core says (address, amounts,
// safe links and images, method order, the spec's numbers).
export type {
  AnalyticsConsent,
  AppKit,
  AppKitEvent,
  AppKitOptions,
  AppKitState,
  ConnectedNamespace,
  ConnectMethod,
  Locale,
  ModalState,
  NameRecord,
  NativeBalance,
  Nft,
  RouterData,
  SendFee,
  SendState,
  SignMessageParameters,
  SignMessageReturnType,
  SignTypedDataParameters,
  SignTypedDataReturnType,
  SiwxSession,
  SiwxState,
  SiwxStatus,
  SmartSession,
  SmartSessionStatus,
  SwapArguments,
  SwapState,
  SwapToken,
  ToastState,
  TokenBalance,
  TypedDataDefinition,
  View,
  WalletDeepLinks,
  WalletItem,
} from '@openappkit/core'
// A wallet's refusal and its "already pending" answer, as every adapter reports them: decide on
// these types (or the two predicates), never on a wallet's codes or words.
// The embedded wallet's approvals: made before the instance, attached after (core README).
export {
  createEmbeddedApproval,
  EmailThrottleError,
  isRequestAlreadyPending,
  isUserRejection,
  RequestAlreadyPendingError,
  smartSessionStatus,
  UserRejectedRequestError,
} from '@openappkit/core'
export {
  constants,
  englishTransactionGroupTitleNames,
  formatTokenAmount,
  getConnectMethodsOrder,
  getTransactionGroupTitle,
  safeImageUrl,
  safeLinkUrl,
  shortenAddress,
} from '@openappkit/core/internal'
export { AppKitProvider, type AppKitProviderProps } from '../AppKitProvider.tsx'
export {
  ConnectButton,
  type ConnectButtonCustomProps,
  type ConnectButtonProps,
} from '../components/ConnectButton.tsx'
export type { ConnectButtonState } from '../components/connectButtonState.ts'
export { NetworkButton, type NetworkButtonProps } from '../components/NetworkButton.tsx'
export type {
  AuthenticationStatus,
  ConnectButtonAccount,
  ConnectButtonNetwork,
  ConnectButtonRenderProps,
} from '../components/useConnectButton.ts'
export { ProviderNotFoundError } from '../errors/providerNotFoundError.ts'
export type { QueryParameter } from '../hooks/queryParameter.ts'
// useAppKitAccount, useAppKitBalance, useAppKitConnect, useAppKitDisconnect, useAppKitSignMessage and
// useAppKitSignTypedData: the same hooks under names that do not clash with wagmi's.
export {
  type UseAccountParameters,
  type UseAccountReturnType,
  useAccount,
  useAccount as useAppKitAccount,
} from '../hooks/useAccount.ts'
export { type UseAccountModalReturnType, useAccountModal } from '../hooks/useAccountModal.ts'
export { type UseAccountTabReturnType, useAccountTab } from '../hooks/useAccountTab.ts'
export { type UseAccountTypeReturnType, useAccountType } from '../hooks/useAccountType.ts'
export {
  type UseActivityParameters,
  type UseActivityQueryParameter,
  type UseActivityReturnType,
  useActivity,
} from '../hooks/useActivity.ts'
export { type UseAnalyticsConsentReturnType, useAnalyticsConsent } from '../hooks/useAnalyticsConsent.ts'
export { type UseAppKitOpenParameters, type UseAppKitReturnType, useAppKit } from '../hooks/useAppKit.ts'
export { type UseAppKitEventsParameters, useAppKitEvents } from '../hooks/useAppKitEvents.ts'
export { useAppKitInstance } from '../hooks/useAppKitInstance.ts'
export { type UseAppKitOptionsReturnType, useAppKitOptions } from '../hooks/useAppKitOptions.ts'
export { useAppKitState } from '../hooks/useAppKitState.ts'
export { type UseAppKitThemeReturnType, useAppKitTheme } from '../hooks/useAppKitTheme.ts'
export {
  type UseBalanceParameters,
  type UseBalanceReturnType,
  useBalance,
  useBalance as useAppKitBalance,
} from '../hooks/useBalance.ts'
export { type UseCallsStatusReturnType, useCallsStatus } from '../hooks/useCallsStatus.ts'
export { type UseChainModalReturnType, useChainModal } from '../hooks/useChainModal.ts'
export {
  type UseConnectParameters,
  type UseConnectReturnType,
  useConnect,
  useConnect as useAppKitConnect,
} from '../hooks/useConnect.ts'
export {
  type UseConnectedNamespacesReturnType,
  useConnectedNamespaces,
} from '../hooks/useConnectedNamespaces.ts'
export { type UseConnectModalReturnType, useConnectModal } from '../hooks/useConnectModal.ts'
export {
  type UseDisconnectReturnType,
  useDisconnect,
  useDisconnect as useAppKitDisconnect,
} from '../hooks/useDisconnect.ts'
export { type UseEmailLoginReturnType, useEmailLogin } from '../hooks/useEmailLogin.ts'
export { type UseEmbeddedApprovalReturnType, useEmbeddedApproval } from '../hooks/useEmbeddedApproval.ts'
export { type UseFarcasterLoginReturnType, useFarcasterLogin } from '../hooks/useFarcasterLogin.ts'
export { type UseIdentityParameters, type UseIdentityReturnType, useIdentity } from '../hooks/useIdentity.ts'
export { useIsMobile } from '../hooks/useIsMobile.ts'
export { type UseLegalConsentReturnType, useLegalConsent } from '../hooks/useLegalConsent.ts'
export { useModalState } from '../hooks/useModalState.ts'
export { type UseNameParameters, type UseNameReturnType, useName } from '../hooks/useName.ts'
export { type UseNetworkParameters, type UseNetworkReturnType, useNetwork } from '../hooks/useNetwork.ts'
export { useNetworkImageUrl } from '../hooks/useNetworkImageUrl.ts'
export { type UseNftsParameters, type UseNftsReturnType, useNfts } from '../hooks/useNfts.ts'
export { type UseOnrampParameters, type UseOnrampReturnType, useOnramp } from '../hooks/useOnramp.ts'
export { type UsePairingExpiryReturnType, usePairingExpiry } from '../hooks/usePairingExpiry.ts'
export { type UsePayReturnType, usePay } from '../hooks/usePay.ts'
export {
  type UsePortfolioParameters,
  type UsePortfolioReturnType,
  usePortfolio,
} from '../hooks/usePortfolio.ts'
export {
  type UseRegisterNameParameters,
  type UseRegisterNameReturnType,
  useRegisterName,
} from '../hooks/useRegisterName.ts'
export { type UseRouterReturnType, useRouter } from '../hooks/useRouter.ts'
export { type UseSendReturnType, useSend } from '../hooks/useSend.ts'
export { type UseSendCallsReturnType, useSendCalls } from '../hooks/useSendCalls.ts'
export {
  type UseSignMessageReturnType,
  useSignMessage,
  useSignMessage as useAppKitSignMessage,
} from '../hooks/useSignMessage.ts'
export {
  type UseSignTypedDataReturnType,
  useSignTypedData,
  useSignTypedData as useAppKitSignTypedData,
} from '../hooks/useSignTypedData.ts'
export { type UseSiwxReturnType, useSiwx } from '../hooks/useSiwx.ts'
export { type UseSmartSessionsReturnType, useSmartSessions } from '../hooks/useSmartSessions.ts'
export { type UseSocialLoginReturnType, useSocialLogin } from '../hooks/useSocialLogin.ts'
export { type UseSwapReturnType, useSwap } from '../hooks/useSwap.ts'
export { type UseToastReturnType, useToast } from '../hooks/useToast.ts'
export { type UseUpdateEmailReturnType, useUpdateEmail } from '../hooks/useUpdateEmail.ts'
export { useViewAfterConnect } from '../hooks/useViewAfterConnect.ts'
export { useWalletConnectWallet } from '../hooks/useWalletConnectWallet.ts'
export { useWalletDeepLinks } from '../hooks/useWalletDeepLinks.ts'
export { useWalletImageUrl } from '../hooks/useWalletImageUrl.ts'
export { useWalletInfo } from '../hooks/useWalletInfo.ts'
export {
  type Eip1193Provider,
  type UseWalletProviderReturnType,
  useWalletProvider,
} from '../hooks/useWalletProvider.ts'
export { type UseWalletsParameters, type UseWalletsReturnType, useWallets } from '../hooks/useWallets.ts'
