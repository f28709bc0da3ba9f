import { closeModal } from '../actions/closeModal'
import { disconnect } from '../actions/disconnect'
import type { AppKit } from '../appKit'
import { activeSiwxAccount } from './activeSiwxAccount'
import { isSiwxRequiredWithoutSession } from './siwxInstance'

/**
 * The sign view's Cancel (SPEC §4): when sign-in is required (and there is no session), the
 * account is disconnected; either way the modal closes.
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
