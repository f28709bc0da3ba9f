import type { AppKit } from '../appKit.ts'
import { initialSendState } from '../state/types.ts'

export function resetSendState(appKit: AppKit): void {
  appKit.store.set(appKit.atoms.send, initialSendState)
}

/**
 * Forgets the drafted send (token, amount, receiver) when the network or the account changes: the
 * token and its balance were the old network's, and a contract address means another contract
 * (or none) on the new one. A send already in flight keeps `loading`, and `lastRetry` is the
 * balance path's, not the draft's.
 */
export function resetSendDraft(appKit: AppKit): void {
  appKit.store.set(appKit.atoms.send, ({ loading, lastRetry }) => ({
    ...initialSendState,
    loading,
    lastRetry,
  }))
}
