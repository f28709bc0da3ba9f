import * as z from 'zod/mini'
import type { AppKit } from '../appKit'
import { InvalidParametersError } from '../errors/parameters'
import type { SwapState } from '../state/types'
import { lazySchema } from '../utils/lazySchema'

const swapStatePatchSchema = /* @__PURE__ */ lazySchema(() => {
  const swapTokenSchema = z.object({
    address: z.string().check(z.regex(/^eip155:\d+:0x[0-9a-fA-F]{40}$/, 'Expected an EVM CAIP-10 token id')),
    symbol: z.string(),
    name: z.string(),
    decimals: z.number().check(z.multipleOf(1), z.positive(), z.maximum(77)),
    logoUri: z.optional(z.string()),
  })
  // `step` is the swap flow's own; an amount is any decimal the user is typing ('' or '1.').
  return z.strictObject({
    sourceToken: z.optional(swapTokenSchema),
    sourceTokenAmount: z.optional(z.string().check(z.regex(/^(\d*\.?\d*)$/, 'Expected a decimal amount'))),
    toToken: z.optional(swapTokenSchema),
    slippage: z.optional(z.number().check(z.positive(), z.maximum(50))),
  })
})

/**
 * Merges a patch into the swap form; a field of the wrong type or name throws and changes
 * nothing. Refused while a swap is in flight (it would change what the user approved).
 */
export function updateSwapState(appKit: AppKit, patch: Partial<SwapState>): void {
  const result = swapStatePatchSchema().safeParse(patch)
  if (!result.success) throw new InvalidParametersError('updateSwapState', z.prettifyError(result.error))
  if (appKit.store.get(appKit.atoms.swap).step !== 'idle')
    throw new InvalidParametersError('updateSwapState', 'A swap is in flight: wait for it to end')
  appKit.store.set(appKit.atoms.swap, (current) => ({ ...current, ...result.data }))
}
