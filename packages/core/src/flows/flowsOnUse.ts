import { oneAtATime } from '../utils/oneAtATime'

// Why: core's entries re-export every flow, and esbuild places a file by what imports it, so a
// flow imported statically loads with every app's first chunks, used or not. These stand-ins are
// what core's entries and the query and mutation options import; the flows' code comes with the
// first call of any of them (lazyFlows.ts), as the REST client's does.
const flows = () => import('./lazyFlows')
type Flows = typeof import('./lazyFlows')

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
