import type { AccountType, AdapterAccount } from '../adapters/types.ts'
import type { CaipAddress, ChainNamespace } from '../networks/types.ts'
import type { TransactionStep } from '../router/transactionStep.ts'
import type { RouterData, View } from '../router/views.ts'
import type { ConnectionStatus } from '../storage/storageSchemas.ts'
import type { SocialOption } from '../validators/socialProviders.ts'

export type { ConnectionStatus }

export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string | undefined
  value?: number | undefined
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export type ConnectedWalletInfo = {
  name: string
  icon?: string | undefined
  identifier?: string | undefined
  social?: SocialOption | undefined
  type?: string | undefined
  /** The wallet's site, when the wallet said (a WalletConnect session's peer). */
  url?: string | undefined
}

export type AccountTab = 'tokens' | 'nfts' | 'activity'

/** The account of one namespace. `status` is the namespace's connection status. */
export type AccountState = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  allAccounts: readonly AdapterAccount[]
  status: ConnectionStatus
  user: { email?: string | null | undefined; username?: string | undefined } | undefined
  socialProvider: SocialOption | undefined
  preferredAccountType: AccountType
  smartAccountDeployed: boolean
  profileName: string | undefined
  profileImage: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  addressExplorerUrl: string | undefined
  tokenBalance: readonly TokenBalance[]
  connectedWalletInfo: ConnectedWalletInfo | undefined
  farcasterUrl: string | undefined
  currentTab: AccountTab
  /** The connector that made the connection; what the load-time sync asks to restore. */
  connectorId: string | undefined
}

export type AccountNamespaceState = AccountState & { namespace: ChainNamespace }

export function initialAccountState(preferredAccountType: AccountType): AccountState {
  return {
    address: undefined,
    caipAddress: undefined,
    allAccounts: [],
    status: 'disconnected',
    user: undefined,
    socialProvider: undefined,
    preferredAccountType,
    smartAccountDeployed: false,
    profileName: undefined,
    profileImage: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: [],
    connectedWalletInfo: undefined,
    farcasterUrl: undefined,
    currentTab: 'tokens',
    connectorId: undefined,
  }
}

export type RouterState = { history: readonly View[]; data: RouterData | undefined }

export type ModalState = {
  open: boolean
  view: View
  history: readonly View[]
  data: RouterData | undefined
  transactionStack: readonly TransactionStep[]
  shake: boolean
}

/** The send form. */
export type SendState = {
  token: (Pick<TokenBalance, 'address' | 'symbol' | 'quantity' | 'price'> & Partial<TokenBalance>) | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileImageUrl: string | undefined
  receiverProfileName: string | undefined
  loading: boolean
  tokenBalances: readonly TokenBalance[]
  networkBalanceInUSD: string | undefined
  /** When the last balance fetch failed; fetches wait 30 s after it. */
  lastRetry: number | undefined
}

export const initialSendState: SendState = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileImageUrl: undefined,
  receiverProfileName: undefined,
  loading: false,
  tokenBalances: [],
  networkBalanceInUSD: undefined,
  lastRetry: undefined,
}

/** A token of the swap form: `address` is its CAIP-10 id (the native coin as 0xeeee…eeee). */
export type SwapToken = {
  address: string
  symbol: string
  name: string
  decimals: number
  logoUri?: string | undefined
}

/**
 * The spec gives no swap-state fields; these are what a swap form needs. The quote, prices and
 * allowance are queries (they expire), not state.
 */
export type SwapState = {
  sourceToken: SwapToken | undefined
  /** Decimal, in whole tokens. */
  sourceTokenAmount: string
  toToken: SwapToken | undefined
  /** Percent of the quoted amount the swap may receive less; 1 by default. */
  slippage: number
  /** Where a swap in flight is: approving the source token, then swapping. */
  step: 'idle' | 'approving' | 'swapping'
}

export const initialSwapState: SwapState = {
  sourceToken: undefined,
  sourceTokenAmount: '',
  toToken: undefined,
  slippage: 1,
  step: 'idle',
}

/** The toast shown. */
export type ToastState = {
  message: string
  variant: 'success' | 'error' | 'loading'
  svg?: string | undefined
  open: boolean
  autoClose: boolean
}

export const initialToastState: ToastState = { message: '', variant: 'success', open: false, autoClose: true }

export type ThemeState = {
  themeMode: 'light' | 'dark'
  themeVariables: Readonly<Record<string, string | number>>
}
