import { BaseError } from '@openappkit/core'
import { type ActionKit, actionKit } from './actionKit'

// Why: every method of the adapter object references its action, so imported statically the
// actions' code sits in every app's first chunks, though none runs before the user acts. These
// stand-ins are what createWagmiAdapter and createConnections call; the actions' code comes
// with the first call of any of them (lazyActions.ts), as core's flows do (flowsOnUse.ts).
type Actions = typeof import('./lazyActions')
type WithoutKit<F> = F extends (kit: ActionKit, ...args: infer A) => infer R
  ? (...args: A) => Promise<Awaited<R>>
  : never

// One load for every adapter and call; a failed load (offline) is tried again on the next call.
// It fails as ours: the browser's TypeError would reach the app outside every action's
// toWalletError, with a message about modules the user cannot act on.
let loading: Promise<Actions> | undefined
const actions = () =>
  (loading ??= import('./lazyActions').catch((error: unknown) => {
    loading = undefined
    throw new BaseError('Could not load the wallet actions', { cause: error })
  }))

/**
 * Fetches the actions' code ahead of their first call (once a wallet is connected), so the
 * user's first signature or send does not wait for it; a failed fetch is tried again on use.
 */
export function preloadActions(): void {
  actions().catch(() => {})
}

/** `name` of lazyActions.ts, called with the kit once its module is here. */
/* @__NO_SIDE_EFFECTS__ */
function onUse<K extends keyof Actions>(name: K): WithoutKit<Actions[K]> {
  const call = (...args: unknown[]) =>
    actions().then((loaded) => (loaded[name] as (...args: unknown[]) => unknown)(actionKit, ...args))
  return call as unknown as WithoutKit<Actions[K]>
}

export const estimateGas = /* @__PURE__ */ onUse('estimateGas')
export const getBalance = /* @__PURE__ */ onUse('getBalance')
export const getCapabilities = /* @__PURE__ */ onUse('getCapabilities')
export const getTokenBalance = /* @__PURE__ */ onUse('getTokenBalance')
export const sendCalls = /* @__PURE__ */ onUse('sendCalls')
export const sendTransaction = /* @__PURE__ */ onUse('sendTransaction')
export const sendTransfer = /* @__PURE__ */ onUse('sendTransfer')
export const signMessage = /* @__PURE__ */ onUse('signMessage')
export const switchNetwork = /* @__PURE__ */ onUse('switchNetwork')
// Typed here: inferred, its type names wagmi types its package does not export (TS2883).
export const walletConnectSide: WithoutKit<Actions['walletConnectSide']> =
  /* @__PURE__ */ onUse('walletConnectSide')
