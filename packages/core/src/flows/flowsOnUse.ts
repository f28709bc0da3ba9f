import type { AppKit } from '../appKit'
import type { EmbeddedRequestSummary } from '../embedded/describeEmbeddedRequest'
import type { EmbeddedRequest } from '../embedded/embeddedApproval'
import { oneAtATime } from '../utils/oneAtATime'

// Why: core's entries re-export every flow, and esbuild places a file by what imports it, so a
// flow imported statically loads with every app's first chunks, used or not. These stand-ins are
// what core's entries and the query and mutation options import; the flows' code comes with the
// first call of any of them (lazyFlows.ts), as the REST client's does.
type Flows = typeof import('./lazyFlows')
// One load shared by every call, so that calls made while it is under way run in the order they
// were made (a cancel after a buy reaches the buy); a failed load is tried again on the next call.
let loading: Promise<Flows> | undefined
let loaded: Flows | undefined
// Fetched twice before giving up: a dropped chunk fetch is common on a flaky network, and a send,
// a quote or an approval failing for it says nothing true to the user.
const flows = () =>
  (loading ??= import('./lazyFlows')
    .catch(() => import('./lazyFlows'))
    .then(
      (module) => {
        loaded = module
        return module
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))

/** `name` of lazyFlows.ts, called once its module is here. */
/* @__NO_SIDE_EFFECTS__ */
function onUse<K extends keyof Flows>(name: K): Flows[K] {
  const call = (...args: unknown[]) =>
    flows().then((loaded) => (loaded[name] as (...args: unknown[]) => unknown)(...args))
  return call as unknown as Flows[K]
}

// The flows a double click must not repeat are wrapped here too: a second call made while the
// code is still loading, or in the tick between a run's end and the next, gets the first run.
export const executeSwap = /* @__PURE__ */ oneAtATime(onUse('executeSwap'))
export const sendTokens = /* @__PURE__ */ oneAtATime(onUse('sendTokens'))
export const signIn = /* @__PURE__ */ onUse('signIn')
export const registerName = /* @__PURE__ */ onUse('registerName')
export const estimateSendFee = /* @__PURE__ */ onUse('estimateSendFee')
export const setSendReceiver = /* @__PURE__ */ onUse('setSendReceiver')
export const revokeSmartSession = /* @__PURE__ */ onUse('revokeSmartSession')
export const buyOnramp = /* @__PURE__ */ onUse('buyOnramp')
// Not flows: what the swap, onramp quote and NFTs queries do when they run (their query options
// keep keys and switches).
export const fetchSwapTokens = /* @__PURE__ */ onUse('fetchSwapTokens')
export const fetchSwapQuote = /* @__PURE__ */ onUse('fetchSwapQuote')
export const fetchSwapPrices = /* @__PURE__ */ onUse('fetchSwapPrices')
export const fetchSwapGasPrice = /* @__PURE__ */ onUse('fetchSwapGasPrice')
export const fetchOnrampQuote = /* @__PURE__ */ onUse('fetchOnrampQuote')
export const fetchNfts = /* @__PURE__ */ onUse('fetchNfts')
// The email login's steps guard against a second submit themselves (one mail in flight).
export const startEmailLogin = /* @__PURE__ */ onUse('startEmailLogin')
export const submitEmailOtp = /* @__PURE__ */ onUse('submitEmailOtp')

/**
 * Stays synchronous. Before any flow was asked for no purchase can be under way, so there is
 * nothing to stop and nothing is fetched (the onramp hook cancels on unmount); otherwise it runs
 * once the code is here, after a buy called before it.
 */
export function cancelOnrampPurchase(appKit: AppKit): void {
  if (loading) void loading.then((loaded) => loaded.cancelOnrampPurchase(appKit)).catch(() => {})
}

/**
 * What an embedded-wallet request asks, for ApproveTransaction: at once when the readers are here
 * (every request after the first), else once they have loaded with the flows' module. They are
 * needed only when an embedded wallet asks for approval, so they stay off an app's first chunks.
 */
export function describeEmbeddedRequestOnUse(
  request: EmbeddedRequest,
): EmbeddedRequestSummary | Promise<EmbeddedRequestSummary> {
  if (loaded) return loaded.describeEmbeddedRequest(request)
  return flows().then((module) => module.describeEmbeddedRequest(request))
}
