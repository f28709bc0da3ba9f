import { closeModal } from '../actions/closeModal.ts'
import { disconnect } from '../actions/disconnect.ts'
import type { AppKit } from '../appKit.ts'
import { activeSiwxAccount } from './activeSiwxAccount.ts'
import { isSiwxRequiredWithoutSession } from './siwxInstance.ts'

/**
 * The sign view's Cancel: when sign-in is required (and there is no session), the account is
 * disconnected; either way the modal closes.
 */
export async function cancelSignIn(appKit: AppKit): Promise<void> {
  const account = activeSiwxAccount(appKit)
  try {
    if (account && isSiwxRequiredWithoutSession(appKit)) {
      await disconnect(appKit, { namespace: account.namespace })
    }
  } finally {
    closeModal(appKit, { force: true })
  }
}
