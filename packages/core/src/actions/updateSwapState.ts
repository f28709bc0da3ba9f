import * as z from 'zod/mini'
import type { AppKit } from '../appKit'
import { InvalidParametersError } from '../errors/parameters'
import type { SwapState } from '../state/types'
import { lazySchema } from '../utils/lazySchema'

const swapStatePatchSchema = /* @__PURE__ */ lazySchema(() => {
  const swapTokenSchema = z.looseObject({
    address: z.string(),
    symbol: z.string(),
    name: z.string(),
    decimals: z.number(),
    logoUri: z.optional(z.string()),
    price: z.optional(z.number()),
  })
  return z.strictObject({
    sourceToken: z.optional(swapTokenSchema),
    sourceTokenAmount: z.optional(z.string()),
    toToken: z.optional(swapTokenSchema),
    toTokenAmount: z.optional(z.string()),
    loadingQuote: z.optional(z.boolean()),
    loadingTransaction: z.optional(z.boolean()),
    inputError: z.optional(z.string()),
  })
})

/** Merges a patch into the swap state; a field of the wrong type or name throws and changes nothing. */
export function updateSwapState(appKit: AppKit, patch: Partial<SwapState>): void {
  const result = swapStatePatchSchema().safeParse(patch)
  if (!result.success) throw new InvalidParametersError('updateSwapState', z.prettifyError(result.error))
  appKit.store.set(appKit.atoms.swap, (current) => ({ ...current, ...patch }))
}
