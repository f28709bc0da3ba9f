'use client'
// The public surface of @openappkit/react: the provider and the headless hooks.
export type {
  AppKit,
  AppKitEvent,
  AppKitOptions,
  AppKitState,
  NativeBalance,
  WalletItem,
} from '@openappkit/core'
export { AppKitProvider, type AppKitProviderProps } from '../AppKitProvider'
export { ProviderNotFoundError } from '../errors/providerNotFoundError'
export { type UseAccountParameters, type UseAccountReturnType, useAccount } from '../hooks/useAccount'
export { type UseAppKitOpenParameters, type UseAppKitReturnType, useAppKit } from '../hooks/useAppKit'
export { type UseAppKitEventsParameters, useAppKitEvents } from '../hooks/useAppKitEvents'
export { useAppKitInstance } from '../hooks/useAppKitInstance'
export { useAppKitState } from '../hooks/useAppKitState'
export { type UseAppKitThemeReturnType, useAppKitTheme } from '../hooks/useAppKitTheme'
export { type UseBalanceParameters, useBalance } from '../hooks/useBalance'
export { useDisconnect } from '../hooks/useDisconnect'
export { type UseIdentityParameters, useIdentity } from '../hooks/useIdentity'
export { type UseNameParameters, useName } from '../hooks/useName'
export { type UseNetworkParameters, useNetwork } from '../hooks/useNetwork'
export { type UsePortfolioParameters, usePortfolio } from '../hooks/usePortfolio'
export { useWalletInfo } from '../hooks/useWalletInfo'
export { type UseWalletsParameters, useWallets } from '../hooks/useWallets'
