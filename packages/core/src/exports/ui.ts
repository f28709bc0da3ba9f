// @openappkit/core/ui: what only @openappkit/react's hooks the modal's views call use (wallet
// lists, send and swap rules, onramp, activity, router, pairing expiry...). Private like
// /internal, and apart from it because /internal loads with the page (the adapters, WalletConnect
// and the hooks an app calls at load import it): esbuild puts every used file a loaded entry
// re-exports in the app's first chunks, so helpers only the views need sat there. A hook that
// runs at load (useAppKitState, useToast, the buttons) or a name another package imports stays
// in /internal. No stability promise.

export { analyticsConsentAtom, hasAnalyticsConsent } from '../actions/analyticsConsent'
export { goBack, pushView, replaceView, resetView } from '../actions/navigation'
export {
  filterTransactionsForDisplay,
  filterZeroDecimalTokens,
  isSpamNftOnlyTransaction,
} from '../activity/filters'
export { connectedNamespaces, connectedNamespacesAtom } from '../connectors/connectedNamespaces'
export {
  connectorNamespaces,
  isMultiChainConnector,
  type MultiChainConnector,
} from '../connectors/multiChainConnector'
export { isMobile, phoneMediaQuery, watchIsMobile } from '../device/isMobile'
export type { EmbeddedRequestSummary } from '../embedded/describeEmbeddedRequest'
export { emailLoginAtom, emailLoginAvailableAtom } from '../embedded/emailLogin'
export { getEmbeddedApproval } from '../embedded/embeddedApproval'
export { isRestrictedTimeZone, restrictedOnrampTimeZones } from '../onramp/isRestrictedTimeZone'
export { defaultOnrampOptions, type OnrampProvider, onrampProviders } from '../onramp/onrampConstants'
export { onrampSelection } from '../onramp/onrampSelection'
export { onrampStateAtom } from '../onramp/onrampState'
export { validateOnrampAmount } from '../onramp/validateOnrampAmount'
export { walletImageUrl } from '../rest/walletImageUrl'
export {
  getViewAfterConnect,
  type ViewAfterConnectParameters,
  viewAfterConnect,
} from '../routing/viewAfterConnect'
// Named by other packages' tests only, and reaching the EIP-55 checksum (noble's keccak): kept off
// the page's first chunks here.
export { isReceiverAddress } from '../send/isReceiverAddress'
export { maxSendAmount } from '../send/maxSendAmount'
export { type SendBalances, sendBalances } from '../send/sendBalances'
export { sendAmountInUsd } from '../send/sendQueryOptions'
export { type SendDraft, tokenContract, type ValidSend, validateSend } from '../send/validateSend'
export { type BuildSiwxMessageParameters, buildSiwxMessage } from '../siwx/buildSiwxMessage'
export { type CheckSiwxSessionParameters, checkSiwxSession } from '../siwx/checkSiwxSession'
export { formatSiwxMessage } from '../siwx/formatSiwxMessage'
export { siwxStateAtom } from '../siwx/getSiwxState'
export { isSiwxRequiredWithoutSession, isSiwxSignInPending } from '../siwx/siwxInstance'
export { isNativeSwapToken } from '../swap/isNativeSwapToken'
export { minimumReceived } from '../swap/minimumReceived'
export { parseSwapArguments, resolveSwapArguments } from '../swap/swapArguments'
export { swapBalance } from '../swap/swapBalance'
export { type ValidSwap, validateSwap } from '../swap/validateSwap'
export { pairingExpiresAt, pairingTimeLeft } from '../walletConnect/pairingExpiry'
export { type BuildWalletListParameters, buildWalletList } from '../wallets/buildWalletList'
export { canPairOverWalletConnect, walletDeepLinks } from '../wallets/walletDeepLinks'
