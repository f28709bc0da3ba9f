import { resetView } from '../actions/navigation.ts'
import { openModal } from '../actions/openModal.ts'
import type { AppKit } from '../appKit.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { getViewAfterConnect } from '../routing/viewAfterConnect.ts'
import { activeSiwxAccount, namespaceSiwxAccount, sameSiwxAccount } from './activeSiwxAccount.ts'
import { checkSiwxSession, sameAddress } from './checkSiwxSession.ts'
import { sessionSignatureHolds } from './sessionSignatureHolds.ts'
import { isOnSignInView } from './signInViews.ts'
import { type SiwxAccount, setSiwxState, siwxInstance } from './siwxInstance.ts'
import type { SiwxSession } from './types.ts'

/**
 * Follows each namespace's own account (its `caipAddress`): when a namespace disconnects or its
 * address changes, the sessions of the account that left are revoked. Moving the active namespace
 * (connecting Solana beside EVM, switching back and forth) revokes nothing: each namespace keeps
 * its session. The state follows the active namespace's account: a new account or chain there is
 * checked, and none found after a connect opens SIWXSignMessage; a mere move to a namespace
 * without a session reads `signedOut` and opens nothing.
 * Returns the unsubscribe.
 */
export function watchSiwxSessions(appKit: AppKit): () => void {
  const siwx = siwxInstance(appKit)
  const { config } = siwx
  if (!config) return () => {}
  const namespaces = Object.keys(appKit.adapters) as ChainNamespace[]
  const seen = new Map<ChainNamespace, SiwxAccount | undefined>()
  // Namespaces whose account is new since the state last followed them: a connect there may land
  // before or after the move to it, and either way asks for a sign-in.
  const fresh = new Set<ChainNamespace>()
  const onChange = () => {
    for (const namespace of namespaces) {
      const next = namespaceSiwxAccount(appKit, namespace)
      const previous = seen.get(namespace)
      if (sameSiwxAccount(previous, next)) continue
      seen.set(namespace, next)
      fresh.add(namespace)
      if (previous && (!next || !sameAddress(previous.chainId, previous.address, next.address))) {
        config.revokeSession(previous.chainId, previous.address).catch((error: unknown) => {
          appKit.emitter.emit('error', { error, source: 'siwx.revokeSession' })
        })
      }
    }
    const active = activeSiwxAccount(appKit)
    if (sameSiwxAccount(siwx.account, active)) return
    siwx.account = active
    void checkSiwxSessionOf(appKit, active, !!active && fresh.delete(active.namespace))
  }
  const { store, atoms } = appKit
  const unsubscribes = [
    store.sub(atoms.activeNamespace, onChange),
    ...namespaces.map((namespace) => store.sub(atoms.accountField(namespace, 'caipAddress'), onChange)),
  ]
  onChange()
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}

/**
 * Looks for a valid session of `account` (expiry, address, chain, the signed text and its
 * signature checked here, whatever the config returned). Found: signed in, and a sign view open
 * for it moves on. None: signed out, and (`askWhenNone`, the account has just connected) the
 * modal opens on SIWXSignMessage.
 */
export async function checkSiwxSessionOf(
  appKit: AppKit,
  account: SiwxAccount | undefined,
  askWhenNone: boolean,
): Promise<void> {
  const siwx = siwxInstance(appKit)
  const { config } = siwx
  if (!config) return
  const generation = ++siwx.generation
  if (!account) {
    setSiwxState(appKit, 'disconnected')
    return
  }
  setSiwxState(appKit, 'checking')
  let sessions: unknown
  try {
    sessions = await config.getSessions(account.chainId, account.address)
  } catch (error) {
    appKit.emitter.emit('error', { error, source: 'siwx.getSessions' })
  }
  if (generation !== siwx.generation) return
  const now = appKit.clock.now()
  let session: SiwxSession | undefined
  for (const candidate of (Array.isArray(sessions) ? sessions : []) as SiwxSession[]) {
    if (checkSiwxSession(candidate, { ...account, now }) !== undefined) continue
    if (await sessionSignatureHolds(appKit, account.namespace, candidate)) {
      session = candidate
      break
    }
  }
  if (generation !== siwx.generation) return
  if (session) {
    setSiwxState(appKit, 'signedIn', session)
    if (isOnSignInView(appKit)) resetView(appKit, getViewAfterConnect(appKit))
    return
  }
  setSiwxState(appKit, 'signedOut')
  if (askWhenNone && !isOnSignInView(appKit)) openModal(appKit, { view: 'SIWXSignMessage' })
}
