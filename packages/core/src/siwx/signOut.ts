import type { AppKit } from '../appKit.ts'
import { requireSiwxAccount } from './requireSiwxAccount.ts'
import { setSiwxState } from './siwxInstance.ts'

/**
 * Ends the active account's sign-in: its session is revoked (a server: signed out) and the
 * status is `signedOut`. The wallet stays connected; nothing opens.
 */
export async function signOut(appKit: AppKit): Promise<void> {
  const { siwx, config, account } = requireSiwxAccount(appKit)
  siwx.generation += 1
  await config.revokeSession(account.chainId, account.address)
  setSiwxState(appKit, 'signedOut')
}
