// The flows an app may never use, in one module that `flowsOnUse.ts` loads on the first call of
// any of them. One module for all, and it imports core's entries: each module loaded on use is
// an entry to an app's bundler, and esbuild groups files into chunks by the entries that reach
// them. An entry that reaches only a flow's own imports cuts core's shared chunk in two, and the
// extra chunks cost more gzip than the flow saved (executeSwap alone: +0.9 KiB). Reaching all of
// core, as the modal's views do, it splits nothing (react/src/modal/README.md, "Size").
import '../exports/index'
import '../exports/internal'
import '../exports/query'

// Not a flow: the embedded-approval readers (a Solana transaction decoder and base58 among them),
// needed only once an embedded wallet asks for approval (flowsOnUse.ts, describeEmbeddedRequestOnUse).
export { describeEmbeddedRequest } from '../embedded/describeEmbeddedRequest'
export { startEmailLogin, submitEmailOtp } from '../embedded/emailLoginSteps'
export { registerName } from '../names/registerName'
export { fetchNfts } from '../nfts/fetchNfts'
export { buyOnramp, cancelOnrampPurchase } from '../onramp/buyOnramp'
export { fetchOnrampQuote } from '../onramp/fetchOnrampQuote'
export { estimateSendFee } from '../send/estimateSendFee'
export { sendTokens } from '../send/sendTokens'
export { setSendReceiver } from '../send/setSendReceiver'
export { signIn } from '../siwx/signIn'
export { revokeSmartSession } from '../smartSessions/revokeSmartSession'
export { executeSwap } from '../swap/executeSwap'
export { fetchSwapGasPrice, fetchSwapPrices, fetchSwapQuote, fetchSwapTokens } from '../swap/swapFetchers'
