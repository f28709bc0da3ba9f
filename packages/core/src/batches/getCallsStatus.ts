import type { AdapterCallsStatus } from '../adapters/types.ts'
import type { AppKit } from '../appKit.ts'
import { text, validateParameters } from '../validators/checks.ts'
import { BatchError, batchErrorMessages } from './batchError.ts'
import { batchAccount } from './getCapabilities.ts'

export type GetCallsStatusReturnType = AdapterCallsStatus

/**
 * The status of a batch `sendCalls` sent: `pending` until it is on chain, then `success` or
 * `failure` with the receipts (one for an atomic batch, one per call otherwise). An id the
 * wallet does not know rejects with `BatchError` "The wallet does not know this batch".
 */
export async function getCallsStatus(appKit: AppKit, id: string): Promise<GetCallsStatusReturnType> {
  // EIP-5792 caps an id at 4096 bytes of hex.
  validateParameters('getCallsStatus', text(8194), id)
  const { adapter } = batchAccount(appKit, 'getCallsStatus')
  if (!adapter.getCallsStatus) throw new BatchError(batchErrorMessages.cannotReadStatus)
  return adapter.getCallsStatus({ id })
}
