import type { AppKit } from '../appKit'

export type ExecuteSwapReturnType = {
  /** The swap transaction's hash. */
  hash: string
  /** The approval sent first, when the source token needed one. */
  approvalHash: string | undefined
  caipNetworkId: string
  explorerUrl: string | undefined
}

const inFlight = new WeakMap<AppKit, Promise<ExecuteSwapReturnType>>()

/**
 * The swap of the form: validate (swap network, tokens, amount, balance), then, for a token,
 * the allowance (`convert/allowance`) and when short an approval (`convert/build-approve`, sent
 * through the adapter's `sendTransaction`, then read back until the service sees it), then the
 * swap (`convert/build-transaction` with the form's slippage, sent the same way). Emits `swap`
 * initiated / approved / success / error and the SWAP_* analytics events; both tokens' balances
 * are read again after it. A failure keeps the form and rejects. Calling again while one is in
 * flight returns the same promise: one swap. The flow's body (./runSwap.ts) loads with `import()`
 * on the first call: esbuild places in an app's first chunk every module that chunk's imports
 * reach, used or not, and core's index reaches this one.
 */
export function executeSwap(appKit: AppKit): Promise<ExecuteSwapReturnType> {
  const pending = inFlight.get(appKit)
  if (pending) return pending
  const swap = import('./runSwap')
    .then(({ runSwap }) => runSwap(appKit))
    .finally(() => inFlight.delete(appKit))
  inFlight.set(appKit, swap)
  return swap
}
