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
  formatTokenAmount,
  getConnectMethodsOrder,
  safeImageUrl,
  safeLinkUrl,
  shortenAddress,
} from '@openappkit/core/internal'
export { AppKitProvider, type AppKitProviderProps } from '../AppKitProvider'
export {
  ConnectButton,
  type ConnectButtonCustomProps,
  type ConnectButtonProps,
} from '../components/ConnectButton'
export type { ConnectButtonState } from '../components/connectButtonState'
export { NetworkButton, type NetworkButtonProps } from '../components/NetworkButton'
export type {
  ConnectButtonAccount,
  ConnectButtonNetwork,
  ConnectButtonRenderProps,
} from '../components/useConnectButton'
export { ProviderNotFoundError } from '../errors/providerNotFoundError'
export type { QueryParameter } from '../hooks/queryParameter'
export { type UseAccountParameters, type UseAccountReturnType, useAccount } from '../hooks/useAccount'
export {
  type UseActivityParameters,
  type UseActivityQueryParameter,
  type UseActivityReturnType,
  useActivity,
} from '../hooks/useActivity'
export { type UseAnalyticsConsentReturnType, useAnalyticsConsent } from '../hooks/useAnalyticsConsent'
export { type UseAppKitOpenParameters, type UseAppKitReturnType, useAppKit } from '../hooks/useAppKit'
export { type UseAppKitEventsParameters, useAppKitEvents } from '../hooks/useAppKitEvents'
export { useAppKitInstance } from '../hooks/useAppKitInstance'
export { type UseAppKitOptionsReturnType, useAppKitOptions } from '../hooks/useAppKitOptions'
export { useAppKitState } from '../hooks/useAppKitState'
export { type UseAppKitThemeReturnType, useAppKitTheme } from '../hooks/useAppKitTheme'
export { type UseBalanceParameters, type UseBalanceReturnType, useBalance } from '../hooks/useBalance'
export { type UseConnectParameters, type UseConnectReturnType, useConnect } from '../hooks/useConnect'
export {
  type UseConnectedNamespacesReturnType,
  useConnectedNamespaces,
} from '../hooks/useConnectedNamespaces'
export { type UseDisconnectReturnType, useDisconnect } from '../hooks/useDisconnect'
export { type UseEmailLoginReturnType, useEmailLogin } from '../hooks/useEmailLogin'
export { type UseEmbeddedApprovalReturnType, useEmbeddedApproval } from '../hooks/useEmbeddedApproval'
export { type UseIdentityParameters, type UseIdentityReturnType, useIdentity } from '../hooks/useIdentity'
export { useIsMobile } from '../hooks/useIsMobile'
export { useModalState } from '../hooks/useModalState'
export { type UseNameParameters, type UseNameReturnType, useName } from '../hooks/useName'
export { type UseNetworkParameters, type UseNetworkReturnType, useNetwork } from '../hooks/useNetwork'
export { type UseNftsParameters, type UseNftsReturnType, useNfts } from '../hooks/useNfts'
export { type UseOnrampParameters, type UseOnrampReturnType, useOnramp } from '../hooks/useOnramp'
export { type UsePairingExpiryReturnType, usePairingExpiry } from '../hooks/usePairingExpiry'
export { type UsePortfolioParameters, type UsePortfolioReturnType, usePortfolio } from '../hooks/usePortfolio'
export {
  type UseRegisterNameParameters,
  type UseRegisterNameReturnType,
  useRegisterName,
} from '../hooks/useRegisterName'
export { type UseRouterReturnType, useRouter } from '../hooks/useRouter'
export { type UseSendReturnType, useSend } from '../hooks/useSend'
export { type UseSignMessageReturnType, useSignMessage } from '../hooks/useSignMessage'
export { type UseSiwxReturnType, useSiwx } from '../hooks/useSiwx'
export { type UseSmartSessionsReturnType, useSmartSessions } from '../hooks/useSmartSessions'
export { type UseSwapReturnType, useSwap } from '../hooks/useSwap'
export { type UseToastReturnType, useToast } from '../hooks/useToast'
export { useViewAfterConnect } from '../hooks/useViewAfterConnect'
export { useWalletConnectWallet } from '../hooks/useWalletConnectWallet'
export { useWalletDeepLinks } from '../hooks/useWalletDeepLinks'
export { useWalletImageUrl } from '../hooks/useWalletImageUrl'
export { useWalletInfo } from '../hooks/useWalletInfo'
export { type UseWalletsParameters, type UseWalletsReturnType, useWallets } from '../hooks/useWallets'
