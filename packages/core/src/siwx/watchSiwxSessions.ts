import { resetView } from '../actions/navigation'
import { openModal } from '../actions/openModal'
import type { AppKit } from '../appKit'
import { getViewAfterConnect } from '../routing/viewAfterConnect'
import { activeSiwxAccount, sameSiwxAccount } from './activeSiwxAccount'
import { checkSiwxSession, sameAddress } from './checkSiwxSession'
import { isOnSignInView } from './signInViews'
import { type SiwxAccount, siwxInstance } from './siwxInstance'

/**
 * Follows the active account: each new account or chain is checked for a session (SPEC §4: none
 * found opens SIWXSignMessage); a disconnect or a change of address revokes the sessions of the
 * account that left. Returns the unsubscribe.
 */
export function watchSiwxSessions(appKit: AppKit): () => void {
  const siwx = siwxInstance(appKit)
  const { config } = siwx
  if (!config) return () => {}
  const onChange = () => {
    const next = activeSiwxAccount(appKit)
    const previous = siwx.account
    if (sameSiwxAccount(previous, next)) return
    siwx.account = next
    if (previous && (!next || !sameAddress(previous.chainId, previous.address, next.address))) {
      config.revokeSession(previous.chainId, previous.address).catch((error: unknown) => {
        appKit.emitter.emit('error', { error, source: 'siwx.revokeSession' })
      })
    }
    void checkSiwxSessionOf(appKit, next)
  }
  const { store, atoms } = appKit
  const unsubscribes = [
    store.sub(atoms.activeNamespace, onChange),
    store.sub(atoms.activeCaipNetwork, onChange),
    ...Object.keys(appKit.adapters).map((namespace) =>
      store.sub(atoms.accountField(namespace as keyof typeof appKit.adapters, 'caipAddress'), onChange),
    ),
  ]
  onChange()
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}

/**
 * Looks for a valid session of `account` (expiry, address, chain and the signed text checked
 * here, whatever the config returned). Found: signed in, and a sign view open for it moves on.
 * None: signed out, and the modal opens on SIWXSignMessage.
 */
export async function checkSiwxSessionOf(appKit: AppKit, account: SiwxAccount | undefined): Promise<void> {
  const siwx = siwxInstance(appKit)
  const { config } = siwx
  if (!config) return
  const generation = ++siwx.generation
  const set = (status: 'disconnected' | 'checking' | 'signedOut' | 'signedIn', session?: unknown) =>
    appKit.store.set(siwx.state, (current) => ({
      ...current,
      status,
      session: session as typeof current.session,
      error: undefined,
    }))
  if (!account) {
    set('disconnected')
    return
  }
  set('checking')
  let sessions: unknown
  try {
    sessions = await config.getSessions(account.chainId, account.address)
  } catch (error) {
    appKit.emitter.emit('error', { error, source: 'siwx.getSessions' })
  }
  if (generation !== siwx.generation) return
  const now = appKit.clock.now()
  const session = Array.isArray(sessions)
    ? sessions.find((s: unknown) => checkSiwxSession(s, { ...account, now }) === undefined)
    : undefined
  if (session) {
    set('signedIn', session)
    if (isOnSignInView(appKit)) resetView(appKit, getViewAfterConnect(appKit))
    return
  }
  set('signedOut')
  if (!isOnSignInView(appKit)) openModal(appKit, { view: 'SIWXSignMessage' })
}
