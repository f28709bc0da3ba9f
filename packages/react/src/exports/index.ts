'use client'
// The public surface of @openappkit/react: the provider, the headless hooks, and core's display
// helpers, so a UI drawn over the hooks shows what core says (address, amounts, method order).
export type {
  AppKit,
  AppKitEvent,
  AppKitOptions,
  AppKitState,
  ConnectMethod,
  ModalState,
  NativeBalance,
  RouterData,
  ToastState,
  View,
  WalletItem,
} from '@openappkit/core'
// The constants the modal needs are exported by name too: a view that reads one keeps the
// whole table out of an app's initial chunk.
export {
  animationDurationsMs,
  constants,
  defaultFeaturedWalletsCount,
  englishTransactionGroupTitleNames,
  formatTokenAmount,
  getConnectMethodsOrder,
  getTransactionGroupTitle,
  modalShakeMs,
  recommendedWalletsPageSize,
  shortenAddress,
} from '@openappkit/core'
export { AppKitProvider, type AppKitProviderProps } from '../AppKitProvider'
export { ProviderNotFoundError } from '../errors/providerNotFoundError'
export { type UseAccountParameters, type UseAccountReturnType, useAccount } from '../hooks/useAccount'
export { type UseActivityParameters, useActivity } from '../hooks/useActivity'
export { type UseAppKitOpenParameters, type UseAppKitReturnType, useAppKit } from '../hooks/useAppKit'
export { type UseAppKitEventsParameters, useAppKitEvents } from '../hooks/useAppKitEvents'
export { useAppKitInstance } from '../hooks/useAppKitInstance'
export { type UseAppKitOptionsReturnType, useAppKitOptions } from '../hooks/useAppKitOptions'
export { useAppKitState } from '../hooks/useAppKitState'
export { type UseAppKitThemeReturnType, useAppKitTheme } from '../hooks/useAppKitTheme'
export { type UseBalanceParameters, useBalance } from '../hooks/useBalance'
export { useDisconnect } from '../hooks/useDisconnect'
export { type UseIdentityParameters, useIdentity } from '../hooks/useIdentity'
export { useModalState } from '../hooks/useModalState'
export { type UseNameParameters, useName } from '../hooks/useName'
export { type UseNetworkParameters, useNetwork } from '../hooks/useNetwork'
export { type UsePortfolioParameters, usePortfolio } from '../hooks/usePortfolio'
export { type UseRouterReturnType, useRouter } from '../hooks/useRouter'
export { type UseToastReturnType, useToast } from '../hooks/useToast'
export { useWalletInfo } from '../hooks/useWalletInfo'
export { type UseWalletsParameters, useWallets } from '../hooks/useWallets'
