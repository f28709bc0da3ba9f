import type { View } from '@openappkit/core'
import { lazyModule } from '@openappkit/core/internal'
import { activityPanel, nftsPanel } from './accountPanels'
import type { ViewModule } from './LazyView'

const pairing = lazyModule('the pairing view', () => import('../views/ConnectingWalletConnectView'))

// One module per view, fetched when first needed: opening on Connect downloads neither the
// account view nor the QR encoder.
const viewModules: Partial<Record<View, ViewModule>> = {
  Connect: lazyModule('the Connect view', () => import('../views/ConnectView')),
  AllWallets: lazyModule('the All wallets view', () => import('../views/AllWalletsView')),
  ConnectingExternal: lazyModule('the connecting view', () => import('../views/ConnectingExternalView')),
  ConnectingWalletConnect: pairing,
  ConnectingWalletConnectBasic: pairing,
  Account: lazyModule('the Account view', () => import('../views/AccountView')),
  Networks: lazyModule('the Networks view', () => import('../views/NetworksView')),
  UnsupportedChain: lazyModule('the unsupported network view', () => import('../views/UnsupportedChainView')),
  ApproveTransaction: lazyModule('the approval view', () => import('../views/ApproveTransactionView')),
  WalletSend: lazyModule('the Send view', () => import('../views/SendView')),
  WalletReceive: lazyModule('the Receive view', () => import('../views/ReceiveView')),
  Swap: lazyModule('the Swap view', () => import('../views/SwapView')),
  OnrampBuy: lazyModule('the Buy view', () => import('../views/OnrampBuyView')),
  OnrampProviders: lazyModule('the Buy providers view', () => import('../views/OnrampProvidersView')),
  BuyInProgress: lazyModule('the purchase view', () => import('../views/BuyInProgressView')),
  SIWXSignMessage: lazyModule('the sign-in view', () => import('../views/SiwxSignMessageView')),
  ConnectingSiwe: lazyModule('the sign-in view', () => import('../views/ConnectingSiweView')),
  SmartSessions: lazyModule('the smart sessions view', () => import('../views/SmartSessionsView')),
  RegisterAccountName: lazyModule('the name view', () => import('../views/RegisterAccountNameView')),
  RegisterAccountNameSuccess: lazyModule('a name', () => import('../views/RegisterAccountNameSuccessView')),
  EmailVerifyDevice: lazyModule('the email view', () => import('../views/EmailVerifyDeviceView')),
  EmailVerifyOtp: lazyModule('the email code view', () => import('../views/EmailVerifyOtpView')),
}
const unavailable = lazyModule('this view', () => import('../views/UnavailableView'))

/** The module that draws `view`; views not built yet share one that says so. */
export function viewModule(view: View): ViewModule {
  return viewModules[view] ?? unavailable
}

/** Every view the modal can show after its first one, with the Account view's tabs. */
export function laterViewModules(): ViewModule[] {
  return [...new Set(Object.values(viewModules)), activityPanel, nftsPanel]
}
