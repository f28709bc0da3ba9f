import type { AppKit } from '../appKit.ts'
import type { SendState, TokenBalance } from '../state/types.ts'
import { boolean, number, objectOf, optional, string, validateParameters } from '../validators/checks.ts'

type SendStatePatch = Partial<Omit<SendState, 'tokenBalances' | 'networkBalanceInUSD'>>
/** What a send needs of its token; the portfolio's other fields pass through. */
type SendToken = Pick<TokenBalance, 'address' | 'symbol' | 'quantity' | 'price'> & {
  [field: string]: unknown
}

const sendStatePatchCheck = objectOf<Omit<SendStatePatch, 'token'> & { token?: SendToken }>(
  {
    token: optional(
      objectOf<SendToken>(
        {
          address: optional(string),
          symbol: string,
          quantity: objectOf<TokenBalance['quantity']>({ decimals: string, numeric: string }, 'drop'),
          price: number,
        },
        'keep',
      ),
    ),
    sendTokenAmount: optional(string),
    receiverAddress: optional(string),
    receiverProfileImageUrl: optional(string),
    receiverProfileName: optional(string),
    loading: optional(boolean),
    lastRetry: optional(number),
  },
  'reject',
)

/**
 * Merges a patch into the send draft; a field of the wrong type or name throws and changes
 * nothing. `tokenBalances` and `networkBalanceInUSD` are read-only (the portfolio's, see
 * `getSendState`): setting them throws.
 */
export function updateSendState(appKit: AppKit, patch: SendStatePatch): void {
  validateParameters('updateSendState', sendStatePatchCheck, patch)
  appKit.store.set(appKit.atoms.send, (current) => ({ ...current, ...patch }))
}
