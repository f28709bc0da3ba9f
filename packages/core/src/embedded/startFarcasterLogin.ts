import { connect } from '../actions/connect.ts'
import type { GetAccountReturnType } from '../actions/getAccount.ts'
import { requireLegalConsent } from '../actions/legalConsent.ts'
import type { AppKit } from '../appKit.ts'
import { BaseError } from '../errors/base.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { assertOriginAllowed } from './checkOwnOrigin.ts'
import { emailLoginConnectorId } from './emailLogin.ts'
import {
  type FarcasterLoginState,
  farcasterFrameAtom,
  farcasterLoginAtom,
  farcasterLoginAttempts,
} from './farcasterLogin.ts'

/** The account state's `farcasterUrl`, on the namespace the modal's rules read it from. */
function setFarcasterUrl(appKit: AppKit, url: string | undefined): void {
  const namespace =
    appKit.store.get(appKit.atoms.activeNamespace) ?? appKit.options.defaultNetwork.chainNamespace
  appKit.store.set(appKit.atoms.account(namespace), (current) => ({ ...current, farcasterUrl: url }))
}

/**
 * Farcaster login: asks the frame for a sign-in link (kept as the account's `farcasterUrl`, shown
 * as a QR code and a deep link), waits for the user to approve it in their Farcaster app (the
 * frame verifies the answer), then the AUTH connector connects and fetches the user. A second
 * start replaces the first; a reset (leaving the view) cancels it. Rejects with the frame's error
 * (the state says `failed`, with `failure` `expired` or `refused`), or with "The Farcaster login
 * was cancelled" when replaced.
 */
export async function startFarcasterLogin(
  appKit: AppKit,
  parameters: { namespace?: ChainNamespace | undefined } = {},
): Promise<GetAccountReturnType> {
  const frame = appKit.store.get(farcasterFrameAtom(appKit))
  if (!frame)
    throw new BaseError('Farcaster login is not available', {
      details: 'The SDK makes the embedded wallet with features.email on and services.authFrame not false',
    })
  if (!(appKit.options.features.socials || []).includes('farcaster'))
    throw new BaseError('Farcaster login is switched off', {
      details: "features.socials does not list 'farcaster'",
    })
  // As for the other logins: the terms agreed to (when the app asks) and this page's origin allowed.
  requireLegalConsent(appKit)
  assertOriginAllowed(appKit)
  const attempt = {}
  farcasterLoginAttempts.set(appKit, attempt)
  const live = () => farcasterLoginAttempts.get(appKit) === attempt
  const set = (state: FarcasterLoginState) => appKit.store.set(farcasterLoginAtom(appKit), state)
  const cancelled = () => new BaseError('The Farcaster login was cancelled')
  set({ step: 'preparing' })
  try {
    const { url } = await frame.getFarcasterUri()
    if (!live()) throw cancelled()
    setFarcasterUrl(appKit, url)
    set({ step: 'waiting', url })
    await frame.connectFarcaster()
    if (!live()) throw cancelled()
    set({ step: 'connecting' })
    const account = await connect(appKit, {
      connectorId: emailLoginConnectorId,
      namespace: parameters.namespace,
    })
    if (live()) set({ step: 'connected' })
    return account
  } catch (error) {
    if (!live()) throw cancelled()
    const message = error instanceof Error ? error.message : ''
    set({ step: 'failed', failure: /expired/i.test(message) ? 'expired' : 'refused', error })
    throw error
  } finally {
    // The link is spent (used, expired or refused), and a replaced login's link is the new one's.
    if (live()) setFarcasterUrl(appKit, undefined)
  }
}
