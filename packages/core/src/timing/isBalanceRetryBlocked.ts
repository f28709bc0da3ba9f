import { tokenBalanceRetryBlockMs } from '../constants.ts'

/** After a failed balance fetch (`lastRetry` set to its time), new fetches wait 30 s. */
export function isBalanceRetryBlocked(lastRetry: number | undefined, now: number): boolean {
  return lastRetry !== undefined && now - lastRetry < tokenBalanceRetryBlockMs
}
