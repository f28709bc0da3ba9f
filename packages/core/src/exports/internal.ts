// @openappkit/core/internal: what @openappkit/react, the adapters and our apps share and an app
// should not need: rules, atoms, REST calls, the lazy-module helper. No stability promise: a name
// stays here only while another of our packages or apps imports it.

export { analyticsConsentAtom } from '../actions/analyticsConsent'
export { appKitStateAtom } from '../actions/getAppKitState'
export { goBack, pushView, replaceView, resetView } from '../actions/navigation'
export { shakeModal } from '../actions/shakeModal'
export { closeToast, showToast } from '../actions/showToast'
export { requestApproval } from '../actions/transactionStack'
export { watchAtom } from '../actions/watchers'
export { filterTransactionsForDisplay } from '../activity/filters'
export {
  englishTransactionGroupTitleNames,
  getTransactionGroupTitle,
  groupTransactions,
  type TransactionGroupTitleNames,
} from '../activity/groupTransactions'
export { errorChain, isWalletRefusal, walletErrorCode } from '../adapters/isWalletRefusal'
export { connectedNamespacesAtom } from '../connectors/connectedNamespaces'
export { connectorNamespaces } from '../connectors/multiChainConnector'
export {
  animationDurationsMs,
  constants,
  defaultFeaturedWalletsCount,
  modalShakeMs,
  recommendedWalletsPageSize,
  walletSearchMinimumWaitMs,
} from '../constants'
export { isMobile, phoneMediaQuery, watchIsMobile } from '../device/isMobile'
export { formatTokenAmount } from '../display/formatTokenAmount'
export { shortenAddress } from '../display/shortenAddress'
export type { EmbeddedRequestSummary } from '../embedded/describeEmbeddedRequest'
export { emailLoginAtom, emailLoginAvailableAtom } from '../embedded/emailLogin'
export { emailLoginMove } from '../embedded/emailLoginMove'
export { getEmbeddedApproval } from '../embedded/embeddedApproval'
export { type LazyModule, lazyModule } from '../loading/lazyModule'
export { createUnknownNetwork, isUnknownNetwork } from '../networks/unknownNetwork'
export { nftHoldings } from '../nfts/nftHoldings'
export { isRestrictedTimeZone } from '../onramp/isRestrictedTimeZone'
export { type OnrampProvider, onrampProviders } from '../onramp/onrampConstants'
export { onrampSelection } from '../onramp/onrampSelection'
export { onrampStateAtom } from '../onramp/onrampState'
export { validateOnrampAmount } from '../onramp/validateOnrampAmount'
export { defaultServices, getConnectMethodsOrder } from '../options/defaults'
export { isClientId, setClientId } from '../rest/clientId'
export { restClient } from '../rest/restClient'
export type { RestContext } from '../rest/restUrl'
export { walletImageUrl } from '../rest/walletImageUrl'
export { viewAfterConnect } from '../routing/viewAfterConnect'
export { maxSendAmount } from '../send/maxSendAmount'
export { sendBalances } from '../send/sendBalances'
export { sendAmountInUsd } from '../send/sendQueryOptions'
export { validateSend } from '../send/validateSend'
export { walletFeatureButtons } from '../send/walletFeatureButtons'
export { buildSiwxMessage } from '../siwx/buildSiwxMessage'
export { checkSiwxSession } from '../siwx/checkSiwxSession'
export { siwxStateAtom } from '../siwx/getSiwxState'
export { isSiwxSignInPending } from '../siwx/siwxInstance'
export type { RecentWallet } from '../storage/storageSchemas'
export { isNativeSwapToken } from '../swap/isNativeSwapToken'
export { minimumReceived } from '../swap/minimumReceived'
export { resolveSwapArguments } from '../swap/swapArguments'
export { swapBalance } from '../swap/swapBalance'
export { validateSwap } from '../swap/validateSwap'
export { formatUnits, parseUnits } from '../utils/units'
export {
  announcedIconProblem,
  announcedWalletLimits,
  listedWalletName,
  readUntrusted,
} from '../validators/announcedWallet'
export { validate } from '../validators/checks'
export {
  type SolanaSignAndSendOptions,
  solanaCommitments,
  solanaSignAndSendOptionsCheck,
} from '../validators/solanaSignAndSendOptions'
export { pairingExpiresAt, pairingTimeLeft } from '../walletConnect/pairingExpiry'
export { buildWalletList } from '../wallets/buildWalletList'
export { safeImageUrl } from '../wallets/safeImageUrl'
export { safeLinkUrl } from '../wallets/safeLinkUrl'
export { walletDeepLinks } from '../wallets/walletDeepLinks'
