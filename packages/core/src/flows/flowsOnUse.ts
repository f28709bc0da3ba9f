import type { AppKit } from '../appKit'
import type { RegisterNameParameters } from '../names/registerName'
import { oneAtATime } from '../utils/oneAtATime'

// Why: core's entries re-export every flow, and esbuild places a file by what imports it, so a
// flow imported statically loads with every app's first chunks, used or not. These stand-ins are
// what core's entry and the mutation options import; the flows' code comes with the first call
// of any of them (lazyFlows.ts), as the REST client's does.
const flows = () => import('./lazyFlows')

// The flows a double click must not repeat are wrapped here too: a second call made while the
// code is still loading, or in the tick between a run's end and the next, gets the first run.
export const executeSwap = /* @__PURE__ */ oneAtATime((appKit) =>
  flows().then((loaded) => loaded.executeSwap(appKit)),
)
export const sendTokens = /* @__PURE__ */ oneAtATime((appKit) =>
  flows().then((loaded) => loaded.sendTokens(appKit)),
)
export const signIn = (appKit: AppKit) => flows().then((loaded) => loaded.signIn(appKit))
export const registerName = (appKit: AppKit, parameters: RegisterNameParameters) =>
  flows().then((loaded) => loaded.registerName(appKit, parameters))
