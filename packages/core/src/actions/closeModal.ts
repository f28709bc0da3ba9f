import type { AppKit } from '../appKit.ts'
import { resolveClose } from '../router/modalRules.ts'
import { isSiwxRequiredWithoutSession } from '../siwx/siwxInstance.ts'
import { getAccount } from './getAccount.ts'
import { resetFarcasterAfterLeaving } from './resetFarcasterAfterLeaving.ts'
import { setHistory } from './setHistory.ts'

export type CloseModalParameters = {
  force?: boolean | undefined
  /** Default: whether the `siwx` option requires sign-in and the active account has no session. */
  siwxRequiredWithoutSession?: boolean | undefined
}

/**
 * Closes the modal by the closing rules; returns false when closing is blocked. With
 * an empty transaction stack, pending embedded-wallet requests are rejected.
 */
export function closeModal(appKit: AppKit, parameters: CloseModalParameters = {}): boolean {
  const { store, atoms } = appKit
  const isConnected = Boolean(getAccount(appKit).address)
  const decision = resolveClose({
    currentView: store.get(atoms.router).history.at(-1),
    force: parameters.force,
    embedded: appKit.options.enableEmbedded,
    isConnected,
    siwxRequiredWithoutSession: parameters.siwxRequiredWithoutSession ?? isSiwxRequiredWithoutSession(appKit),
  })
  if (decision.type === 'blocked') return false
  if (store.get(atoms.transactionStack).length === 0) appKit.authHooks.rejectPendingRequests?.()
  if (decision.type === 'reset') {
    resetFarcasterAfterLeaving(appKit, setHistory(appKit, [decision.view], {}))
    return true
  }
  const view = store.get(atoms.router).history.at(-1) ?? 'Connect'
  store.set(atoms.modalOpen, false)
  // Closing leaves the view too, so closing on ConnectingFarcaster resets the Farcaster flow.
  resetFarcasterAfterLeaving(appKit, setHistory(appKit, [isConnected ? 'Account' : 'Connect'], {}))
  appKit.emitter.emit('modal', { open: false, view })
  return true
}
