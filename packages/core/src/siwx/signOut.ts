import type { AppKit } from '../appKit'
import { SiwxError, siwxErrorMessages } from '../errors/domain'
import { activeSiwxAccount } from './activeSiwxAccount'
import { siwxInstance } from './siwxInstance'

/**
 * Ends the active account's sign-in: its session is revoked (a server: signed out) and the
 * status is `signedOut`. The wallet stays connected; nothing opens.
 */
export async function signOut(appKit: AppKit): Promise<void> {
  const siwx = siwxInstance(appKit)
  const { config } = siwx
  if (!config) throw new SiwxError(siwxErrorMessages.notEnabled)
  const account = activeSiwxAccount(appKit)
  if (!account) throw new SiwxError(siwxErrorMessages.noActiveCaipAddress)
  siwx.generation += 1
  await config.revokeSession(account.chainId, account.address)
  appKit.store.set(siwx.state, (state) => ({
    ...state,
    status: 'signedOut',
    session: undefined,
    error: undefined,
  }))
}
