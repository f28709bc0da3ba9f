// @openappkit/core/internal: what @openappkit/react, the adapters and our apps share and an app
// should not need: rules, atoms, REST calls, the lazy-module helper. No stability promise: a name
// stays here only while another of our packages or apps imports it.

export { accountTabAtom } from '../actions/accountTab.ts'
export { analyticsConsentAtom } from '../actions/analyticsConsent.ts'
export { appKitStateAtom } from '../actions/getAppKitState.ts'
export { legalConsentAtom } from '../actions/legalConsent.ts'
export { goBack, pushView, replaceView, resetView } from '../actions/navigation.ts'
export { closeToast, showToast } from '../actions/showToast.ts'
export { requestApproval } from '../actions/transactionStack.ts'
export { watchAtom } from '../actions/watchers.ts'
export { filterTransactionsForDisplay } from '../activity/filters.ts'
export {
  englishTransactionGroupTitleNames,
  getTransactionGroupTitle,
  groupTransactions,
  type TransactionGroupTitleNames,
} from '../activity/groupTransactions.ts'
export { getRelativeTime, type RelativeTime } from '../activity/relativeTime.ts'
export { errorChain, isWalletRefusal, walletErrorCode } from '../adapters/isWalletRefusal.ts'
export { embeddedUserOf } from '../adapters/types.ts'
export { connectedNamespacesAtom } from '../connectors/connectedNamespaces.ts'
export { connectorNamespaces } from '../connectors/multiChainConnector.ts'
export {
  animationDurationsMs,
  constants,
  defaultFeaturedWalletsCount,
  modalShakeMs,
  recommendedWalletsPageSize,
  walletSearchMinimumWaitMs,
} from '../constants.ts'
export { isMobile, phoneMediaQuery, watchIsMobile } from '../device/isMobile.ts'
export { formatTokenAmount } from '../display/formatTokenAmount.ts'
export { shortenAddress } from '../display/shortenAddress.ts'
export { originRefusedAtom } from '../embedded/checkOwnOrigin.ts'
export type { EmbeddedRequestSummary } from '../embedded/describeEmbeddedRequest.ts'
export { emailLoginAtom, emailLoginAvailableAtom } from '../embedded/emailLogin.ts'
export { emailLoginMove } from '../embedded/emailLoginMove.ts'
export { getEmbeddedApproval } from '../embedded/embeddedApproval.ts'
export {
  farcasterLoginAtom,
  farcasterLoginAvailableAtom,
  setFarcasterLoginFrame,
} from '../embedded/farcasterLogin.ts'
export { offeredSocialsAtom, setSocialLoginFrame, socialLoginAtom } from '../embedded/socialLogin.ts'
export { emailUpdateAtom, emailUpdateAvailableAtom } from '../embedded/updateEmail.ts'
export { type LazyModule, lazyModule } from '../loading/lazyModule.ts'
export { accountNameLabel } from '../names/accountName.ts'
export { networkImageUrl } from '../networks/networkImageUrl.ts'
export { createUnknownNetwork, isUnknownNetwork } from '../networks/unknownNetwork.ts'
export { nftHoldings } from '../nfts/nftHoldings.ts'
export { isRestrictedTimeZone } from '../onramp/isRestrictedTimeZone.ts'
export { type OnrampProvider, onrampProviders } from '../onramp/onrampConstants.ts'
export { onrampSelection } from '../onramp/onrampSelection.ts'
export { onrampStateAtom } from '../onramp/onrampState.ts'
export { validateOnrampAmount } from '../onramp/validateOnrampAmount.ts'
export { defaultServices, getConnectMethodsOrder } from '../options/defaults.ts'
export { payStateAtom } from '../pay/payState.ts'
export { isClientId, setClientId } from '../rest/clientId.ts'
export { type DirectoryImageKind, directoryImageUrl } from '../rest/directoryImageUrl.ts'
export { restClient } from '../rest/restClient.ts'
export type { RestContext } from '../rest/restUrl.ts'
export { viewAfterConnect } from '../routing/viewAfterConnect.ts'
export { maxSendAmount } from '../send/maxSendAmount.ts'
export { sendBalances, sendFeeInUsd } from '../send/sendBalances.ts'
export { sendAmountInUsd } from '../send/sendQueryOptions.ts'
export { validateSend } from '../send/validateSend.ts'
export { walletFeatureButtons } from '../send/walletFeatureButtons.ts'
export { buildSiwxMessage } from '../siwx/buildSiwxMessage.ts'
export { checkSiwxSession } from '../siwx/checkSiwxSession.ts'
export { siwxStateAtom } from '../siwx/getSiwxState.ts'
export { isSiwxSignInPending } from '../siwx/siwxInstance.ts'
export { verifyEd25519 } from '../siwx/verifySiwxSignature.ts'
export type { RecentWallet } from '../storage/storageSchemas.ts'
export { isNativeSwapToken } from '../swap/isNativeSwapToken.ts'
export { minimumReceived } from '../swap/minimumReceived.ts'
export { resolveSwapArguments } from '../swap/swapArguments.ts'
export { swapBalance } from '../swap/swapBalance.ts'
export { validateSwap } from '../swap/validateSwap.ts'
export { formatUnits, parseUnits } from '../utils/units.ts'
export {
  announcedIconProblem,
  announcedWalletLimits,
  listedWalletName,
  readUntrusted,
} from '../validators/announcedWallet.ts'
export { type Check, isRecord, missingFunctions, objectOf, optional, validate } from '../validators/checks.ts'
export {
  type SolanaSignAndSendOptions,
  solanaCommitments,
  solanaSignAndSendOptionsCheck,
} from '../validators/solanaSignAndSendOptions.ts'
export { pairingExpiresAt, pairingTimeLeft } from '../walletConnect/pairingExpiry.ts'
export { buildWalletList } from '../wallets/buildWalletList.ts'
export { safeImageUrl } from '../wallets/safeImageUrl.ts'
export { safeLinkUrl } from '../wallets/safeLinkUrl.ts'
export { walletDeepLinks } from '../wallets/walletDeepLinks.ts'
