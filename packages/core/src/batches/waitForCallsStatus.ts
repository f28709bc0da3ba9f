import type { AppKit } from '../appKit.ts'
import { wait } from '../timing/clock.ts'
import { BatchError, batchErrorMessages } from './batchError.ts'
import { type GetCallsStatusReturnType, getCallsStatus } from './getCallsStatus.ts'

// Our choice: a second between reads, for up to a minute.
const reads = 60
const readDelayMs = 1_000

/** Reads a batch's status until it is no longer pending (`success` or `failure`). */
export async function waitForCallsStatus(appKit: AppKit, id: string): Promise<GetCallsStatusReturnType> {
  for (let read = 0; read < reads; read++) {
    const status = await getCallsStatus(appKit, id)
    if (status.status !== 'pending') return status
    await wait(appKit.clock, readDelayMs)
  }
  throw new BatchError(batchErrorMessages.notSettled, { details: id })
}
