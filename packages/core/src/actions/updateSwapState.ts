import type { AppKit } from '../appKit.ts'
import { InvalidParametersError } from '../errors/parameters.ts'
import type { SwapState, SwapToken } from '../state/types.ts'
import { number, objectOf, optional, refine, string, validateParameters } from '../validators/checks.ts'

const swapTokenCheck = objectOf<SwapToken>(
  {
    address: refine(
      string,
      (value) => /^eip155:\d+:0x[0-9a-fA-F]{40}$/.test(value),
      'Expected an EVM CAIP-10 token id',
    ),
    symbol: string,
    name: string,
    decimals: refine(
      number,
      (value) => Number.isInteger(value) && value > 0 && value <= 77,
      'Expected a whole number of decimals from 1 to 77',
    ),
    logoUri: optional(string),
  },
  'drop',
)

// `step` is the swap flow's own; an amount is any decimal the user is typing ('' or '1.').
const swapStatePatchCheck = objectOf<Partial<Omit<SwapState, 'step'>>>(
  {
    sourceToken: optional(swapTokenCheck),
    sourceTokenAmount: optional(
      refine(string, (value) => /^(\d*\.?\d*)$/.test(value), 'Expected a decimal amount'),
    ),
    toToken: optional(swapTokenCheck),
    slippage: optional(
      refine(
        number,
        (value) => value > 0 && value <= 50,
        'Expected a slippage above 0 and at most 50 (percent)',
      ),
    ),
  },
  'reject',
)

/**
 * Merges a patch into the swap form; a field of the wrong type or name throws and changes
 * nothing. Refused while a swap is in flight (it would change what the user approved).
 */
export function updateSwapState(appKit: AppKit, patch: Partial<SwapState>): void {
  const value = validateParameters('updateSwapState', swapStatePatchCheck, patch)
  if (appKit.store.get(appKit.atoms.swap).step !== 'idle')
    throw new InvalidParametersError('updateSwapState', 'A swap is in flight: wait for it to end')
  appKit.store.set(appKit.atoms.swap, (current) => ({ ...current, ...value }))
}
