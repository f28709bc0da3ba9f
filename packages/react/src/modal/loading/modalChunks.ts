import type { Locale, View } from '../../exports/index'
import type { Messages } from '../messages/en'
import { type Chunk, chunk } from './chunk'

// Every lazily loaded part of the modal, in one table that the entry (AppKitModal) can reach
// without loading any of it: so the shell and the first view are fetched side by side, not one
// after the other, and what is preloaded is what renders.

/** The host element, dialog, styles and strings. */
export const modalRootChunk = chunk<{ messages?: Messages | undefined }>(() => import('../ModalRoot'))

const connectingWalletConnect = chunk(() => import('../views/ConnectingWalletConnectView'))

// One chunk per view, fetched when first needed: opening on Connect downloads neither the
// account view nor the QR encoder.
const viewChunks: Partial<Record<View, Chunk>> = {
  Connect: chunk(() => import('../views/ConnectView')),
  AllWallets: chunk(() => import('../views/AllWalletsView')),
  ConnectingExternal: chunk(() => import('../views/ConnectingExternalView')),
  ConnectingWalletConnect: connectingWalletConnect,
  ConnectingWalletConnectBasic: connectingWalletConnect,
  Account: chunk(() => import('../views/AccountView')),
  Networks: chunk(() => import('../views/NetworksView')),
  UnsupportedChain: chunk(() => import('../views/UnsupportedChainView')),
  ApproveTransaction: chunk(() => import('../views/ApproveTransactionView')),
  WalletSend: chunk(() => import('../views/SendView')),
  WalletReceive: chunk(() => import('../views/ReceiveView')),
  Swap: chunk(() => import('../views/SwapView')),
  OnrampBuy: chunk(() => import('../views/OnrampBuyView')),
  OnrampProviders: chunk(() => import('../views/OnrampProvidersView')),
  BuyInProgress: chunk(() => import('../views/BuyInProgressView')),
  SIWXSignMessage: chunk(() => import('../views/SiwxSignMessageView')),
  ConnectingSiwe: chunk(() => import('../views/ConnectingSiweView')),
  SmartSessions: chunk(() => import('../views/SmartSessionsView')),
  RegisterAccountName: chunk(() => import('../views/RegisterAccountNameView')),
  RegisterAccountNameSuccess: chunk(() => import('../views/RegisterAccountNameSuccessView')),
  EmailVerifyDevice: chunk(() => import('../views/EmailVerifyDeviceView')),
  EmailVerifyOtp: chunk(() => import('../views/EmailVerifyOtpView')),
}
const unavailableChunk = chunk(() => import('../views/UnavailableView'))

/** Core's toast while the dialog is closed (toast/ToastHost.tsx): fetched only when one opens then. */
export const toastHostChunk = chunk<{ messages?: Messages | undefined }>(() => import('../toast/ToastHost'))

/** The Account view's Activity tab (the `history` feature). */
export const activityPanelChunk = chunk(() => import('../views/ActivityPanel'))

/** The Account view's NFTs tab. */
export const nftsPanelChunk = chunk(() => import('../views/NftsPanel'))

/** The strings of each language but English (which the shell has), fetched only when chosen. */
export const localeChunks: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  de: () => import('../messages/de'),
  es: () => import('../messages/es'),
}

/** The chunk that draws `view`; views not built yet share one that says so. */
export function viewChunk(view: View): Chunk {
  return viewChunks[view] ?? unavailableChunk
}

/** Every chunk the modal can show after its first view: fetched once the open modal is idle. */
export function otherChunks(): Chunk[] {
  return [...new Set(Object.values(viewChunks)), activityPanelChunk, nftsPanelChunk]
}
