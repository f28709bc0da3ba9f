import type { AppKit } from '../appKit.ts'
import type { ChainNamespace } from '../networks/types.ts'
import type { AccountNamespaceState, AccountState } from '../state/types.ts'
import { sameFields } from '../utils/sameFields.ts'
import { watchAtom, watchRead } from './watchers.ts'

export type GetAccountParameters = { namespace?: ChainNamespace | undefined }
export type GetAccountReturnType = AccountNamespaceState

function namespaceOf(appKit: AppKit, parameters: GetAccountParameters): ChainNamespace {
  return (
    parameters.namespace ??
    appKit.store.get(appKit.atoms.activeNamespace) ??
    appKit.options.defaultNetwork.chainNamespace
  )
}

/** The account of a namespace (the active one by default). */
export function getAccount(appKit: AppKit, parameters: GetAccountParameters = {}): GetAccountReturnType {
  const namespace = namespaceOf(appKit, parameters)
  return { ...appKit.store.get(appKit.atoms.account(namespace)), namespace }
}

/** Watches the account of a namespace; without one, follows the active namespace. */
export function watchAccount(
  appKit: AppKit,
  onChange: (account: GetAccountReturnType, previous: GetAccountReturnType) => void,
  parameters: GetAccountParameters = {},
): () => void {
  const current = namespaceOf(appKit, parameters)
  // Following the active namespace means listening to every namespace that may become active.
  const namespaces = parameters.namespace
    ? [parameters.namespace]
    : [...new Set([...(Object.keys(appKit.adapters) as ChainNamespace[]), current])]
  return watchRead(
    appKit,
    [appKit.atoms.activeNamespace, ...namespaces.map((namespace) => appKit.atoms.account(namespace))],
    () => getAccount(appKit, parameters),
    (next, previous) => next.namespace === previous.namespace && sameFields(next, previous),
    onChange,
  )
}

/** Watches one field of one namespace's account: not called when other fields change. */
export function watchAccountField<K extends keyof AccountState>(
  appKit: AppKit,
  namespace: ChainNamespace,
  field: K,
  onChange: (value: AccountState[K], previous: AccountState[K]) => void,
): () => void {
  return watchAtom(appKit, appKit.atoms.accountField(namespace, field), onChange)
}
