import * as z from 'zod/mini'
import type { AppKit } from '../appKit'
import { InvalidParametersError } from '../errors/parameters'
import type { SendState } from '../state/types'
import { lazySchema } from '../utils/lazySchema'

const sendStatePatchSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    token: z.optional(
      z.looseObject({
        address: z.optional(z.string()),
        symbol: z.string(),
        quantity: z.object({ decimals: z.string(), numeric: z.string() }),
        price: z.number(),
      }),
    ),
    sendTokenAmount: z.optional(z.string()),
    receiverAddress: z.optional(z.string()),
    receiverProfileImageUrl: z.optional(z.string()),
    receiverProfileName: z.optional(z.string()),
    loading: z.optional(z.boolean()),
    lastRetry: z.optional(z.number()),
  }),
)

/**
 * Merges a patch into the send draft; a field of the wrong type or name throws and changes
 * nothing. `tokenBalances` and `networkBalanceInUSD` are read-only (the portfolio's, see
 * `getSendState`): setting them throws.
 */
export function updateSendState(
  appKit: AppKit,
  patch: Partial<Omit<SendState, 'tokenBalances' | 'networkBalanceInUSD'>>,
): void {
  const result = sendStatePatchSchema().safeParse(patch)
  if (!result.success) throw new InvalidParametersError('updateSendState', z.prettifyError(result.error))
  appKit.store.set(appKit.atoms.send, (current) => ({ ...current, ...patch }))
}
