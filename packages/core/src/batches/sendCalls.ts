import type { AdapterCall } from '../adapters/types.ts'
import type { AppKit } from '../appKit.ts'
import { isSentTransactionId } from '../send/isReceiverAddress.ts'
import { isHexAddress } from '../utils/checksumAddress.ts'
import { perInstance } from '../utils/perInstance.ts'
import {
  arrayOf,
  objectOf,
  optional,
  refine,
  satisfying,
  string,
  validateParameters,
} from '../validators/checks.ts'
import { BatchError, batchErrorMessages } from './batchError.ts'
import { batchAccount, getCapabilities, isAtomic } from './getCapabilities.ts'

export type SendCallsProgress = { done: number; total: number }

export type SendCallsParameters = {
  /** Sent in order, from the connected EVM account on the active network. */
  calls: readonly AdapterCall[]
  /** Told each time a call is sent: all at once for an atomic batch, one by one otherwise. */
  onProgress?: ((progress: SendCallsProgress) => void) | undefined
}

export type SendCallsReturnType = {
  /** The batch id for `getCallsStatus`. */
  id: string
  /** True when the wallet sent the calls as one, all or nothing; false when they went one at a time. */
  atomic: boolean
  caipNetworkId: string
}

// The id viem gives a batch it sent one call at a time (the hashes, the chain id, this marker):
// `getCallsStatus` then reads each call's receipt from the chain.
const oneAtATimeMarker = '5792'.repeat(16)

/** Whether a `sendCalls` of this instance is under way (an account switch waits for it). */
export const batchInFlight = perInstance(() => ({ count: 0 }))

const hex = (value: unknown): value is string =>
  typeof value === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(value)
const check = objectOf<SendCallsParameters>(
  {
    calls: arrayOf(
      objectOf<AdapterCall>(
        {
          to: refine(string, isHexAddress, 'Invalid input: expected a 0x address'),
          data: optional(satisfying(hex, 'Invalid input: expected 0x-prefixed hex bytes')),
          value: optional(
            satisfying(
              (v): v is bigint => typeof v === 'bigint' && v >= 0n,
              'Invalid input: expected a bigint >= 0',
            ),
          ),
        },
        'reject',
      ),
      { min: 1 },
    ),
    onProgress: optional(satisfying((v): v is () => void => typeof v === 'function', 'Expected a function')),
  },
  'reject',
)

/**
 * Sends calls as one EIP-5792 batch where the wallet reports atomic support on the active
 * network (one approval, all or nothing). Elsewhere it sends them one at a time in order, each
 * its own transaction the user approves, and stops at the first that fails: the error says how
 * many went out, and those are not sent again. An account or network change between two calls
 * stops it the same way; a second batch while one is under way is refused.
 */
export async function sendCalls(
  appKit: AppKit,
  parameters: SendCallsParameters,
): Promise<SendCallsReturnType> {
  const { calls, onProgress } = validateParameters('sendCalls', check, parameters)
  const { adapter, from, network } = batchAccount(appKit, 'sendCalls')
  const inFlight = batchInFlight(appKit)
  if (inFlight.count > 0) throw new BatchError(batchErrorMessages.pending)
  inFlight.count += 1
  try {
    const total = calls.length
    const caipNetworkId = network.caipNetworkId
    if (adapter.sendCalls && isAtomic(await getCapabilities(appKit), network)) {
      const { id } = await adapter.sendCalls({ from, network, calls })
      onProgress?.({ done: total, total })
      return { id, atomic: true, caipNetworkId }
    }
    const sendTransaction = adapter.sendTransaction?.bind(adapter)
    if (!sendTransaction) throw new BatchError(batchErrorMessages.cannotSend)
    const hashes: string[] = []
    const sent = () => `${hashes.length} of ${total} calls were sent; the others were not`
    for (const call of calls) {
      const now = appKit.store.get(appKit.atoms.activeCaipNetwork)
      if (
        appKit.store.get(appKit.atoms.account('eip155')).address !== from ||
        now?.caipNetworkId !== caipNetworkId
      )
        throw new BatchError(batchErrorMessages.accountChanged, { details: sent() })
      let hash: unknown
      try {
        hash = await sendTransaction({ from, network, ...call })
      } catch (error) {
        if (!hashes.length) throw error
        throw new BatchError(batchErrorMessages.stopped, { cause: error, details: sent() })
      }
      if (!isSentTransactionId('eip155', hash))
        throw new BatchError(batchErrorMessages.invalidAnswer, {
          details: `The wallet answered ${JSON.stringify(hash)?.slice(0, 100)}; ${sent()}`,
        })
      hashes.push(hash)
      onProgress?.({ done: hashes.length, total })
    }
    const chainId = Number(network.id).toString(16).padStart(64, '0')
    return {
      id: `0x${hashes.map((h) => h.slice(2)).join('')}${chainId}${oneAtATimeMarker}`,
      atomic: false,
      caipNetworkId,
    }
  } finally {
    inFlight.count -= 1
  }
}
