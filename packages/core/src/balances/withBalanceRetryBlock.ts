import { showToast } from '../actions/showToast.ts'
import { toastMessages } from '../alerts/toastMessages.ts'
import type { AppKit } from '../appKit.ts'
import { tokenBalanceRetryBlockMs } from '../constants.ts'
import { BalanceRetryBlockedError } from '../errors/rest.ts'
import { isBalanceRetryBlocked } from '../timing/isBalanceRetryBlocked.ts'

/**
 * The balance fetch rule, for every way a balance is read: no fetch for 30 s after a failure
 * (`BalanceRetryBlockedError`). A failure stores its time in `send.lastRetry`, is emitted as an
 * `error` event and shows the "Token Balance Unavailable" toast; a success clears `lastRetry`.
 * A fetch aborted through `signal` (its reader went away) is not a failure. The read after a
 * transaction lifts the block first (`refetchPortfolio`'s `afterTransaction`).
 */
export async function withBalanceRetryBlock<T>(
  appKit: AppKit,
  fetch: () => Promise<T>,
  options: { signal?: AbortSignal | undefined } = {},
): Promise<T> {
  const { store, atoms, clock } = appKit
  const lastRetry = store.get(atoms.send).lastRetry
  const now = clock.now()
  if (lastRetry !== undefined && isBalanceRetryBlocked(lastRetry, now)) {
    throw new BalanceRetryBlockedError(tokenBalanceRetryBlockMs - (now - lastRetry))
  }
  try {
    const result = await fetch()
    store.set(atoms.send, (current) => ({ ...current, lastRetry: undefined }))
    return result
  } catch (error) {
    if (options.signal?.aborted) throw error
    store.set(atoms.send, (current) => ({ ...current, lastRetry: clock.now() }))
    appKit.emitter.emit('error', { error, source: 'balance' })
    void showToast(appKit, toastMessages.tokenBalanceUnavailable)
    throw error
  }
}
