import type { View } from '@openappkit/core'
import { lazyModule } from '@openappkit/core/internal'
import { activityPanel, nftsPanel } from './accountPanels.ts'
import type { ViewModule } from './LazyView.tsx'

const pairing = lazyModule('the pairing view', () => import('../views/ConnectingWalletConnectView.tsx'))
const updateEmailCode = lazyModule(
  'the email change code view',
  () => import('../views/UpdateEmailOtpView.tsx'),
)

// One module per view, fetched when first needed: opening on Connect downloads neither the
// account view nor the QR encoder.
const viewModules: Partial<Record<View, ViewModule>> = {
  Connect: lazyModule('the Connect view', () => import('../views/ConnectView.tsx')),
  AllWallets: lazyModule('the All wallets view', () => import('../views/AllWalletsView.tsx')),
  ConnectingExternal: lazyModule('the connecting view', () => import('../views/ConnectingExternalView.tsx')),
  ConnectingWalletConnect: pairing,
  ConnectingWalletConnectBasic: pairing,
  Account: lazyModule('the Account view', () => import('../views/AccountView.tsx')),
  Networks: lazyModule('the Networks view', () => import('../views/NetworksView.tsx')),
  UnsupportedChain: lazyModule(
    'the unsupported network view',
    () => import('../views/UnsupportedChainView.tsx'),
  ),
  ApproveTransaction: lazyModule('the approval view', () => import('../views/ApproveTransactionView.tsx')),
  WalletSend: lazyModule('the Send view', () => import('../views/SendView.tsx')),
  WalletReceive: lazyModule('the Receive view', () => import('../views/ReceiveView.tsx')),
  Swap: lazyModule('the Swap view', () => import('../views/SwapView.tsx')),
  OnrampBuy: lazyModule('the Buy view', () => import('../views/OnrampBuyView.tsx')),
  OnrampProviders: lazyModule('the Buy providers view', () => import('../views/OnrampProvidersView.tsx')),
  BuyInProgress: lazyModule('the purchase view', () => import('../views/BuyInProgressView.tsx')),
  SIWXSignMessage: lazyModule('the sign-in view', () => import('../views/SiwxSignMessageView.tsx')),
  ConnectingFarcaster: lazyModule('the Farcaster view', () => import('../views/ConnectingFarcasterView.tsx')),
  ConnectingSiwe: lazyModule('the sign-in view', () => import('../views/ConnectingSiweView.tsx')),
  SmartSessions: lazyModule('the smart sessions view', () => import('../views/SmartSessionsView.tsx')),
  RegisterAccountName: lazyModule('the name view', () => import('../views/RegisterAccountNameView.tsx')),
  RegisterAccountNameSuccess: lazyModule(
    'a name',
    () => import('../views/RegisterAccountNameSuccessView.tsx'),
  ),
  EmailVerifyDevice: lazyModule('the email view', () => import('../views/EmailVerifyDeviceView.tsx')),
  EmailVerifyOtp: lazyModule('the email code view', () => import('../views/EmailVerifyOtpView.tsx')),
  UpdateEmail: lazyModule('the email change view', () => import('../views/UpdateEmailView.tsx')),
  UpdateEmailPrimaryOtp: updateEmailCode,
  UpdateEmailSecondaryOtp: updateEmailCode,
  ConnectingSocial: lazyModule('the social login view', () => import('../views/ConnectingSocialView.tsx')),
  Pay: lazyModule('the Pay view', () => import('../views/PayView.tsx')),
  PayInProgress: lazyModule('the payment view', () => import('../views/PayInProgressView.tsx')),
}
const unavailable = lazyModule('this view', () => import('../views/UnavailableView.tsx'))

/** The module that draws `view`; views not built yet share one that says so. */
export function viewModule(view: View): ViewModule {
  return viewModules[view] ?? unavailable
}

/** Every view the modal can show after its first one, with the Account view's tabs. */
export function laterViewModules(): ViewModule[] {
  return [...new Set(Object.values(viewModules)), activityPanel, nftsPanel]
}
