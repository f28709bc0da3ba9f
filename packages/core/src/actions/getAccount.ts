import type { AppKit } from '../appKit.ts'
import type { ChainNamespace } from '../networks/types.ts'
import type { AccountNamespaceState, AccountState } from '../state/types.ts'
import { watchAtom } from './watchers.ts'

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
  let previous = getAccount(appKit, parameters)
  const check = () => {
    const next = getAccount(appKit, parameters)
    if (next.namespace === previous.namespace && sameAccount(next, previous)) return
    const before = previous
    previous = next
    onChange(next, before)
  }
  const unsubscribers = [appKit.store.sub(appKit.atoms.activeNamespace, check)]
  const namespaces = parameters.namespace ? [parameters.namespace] : undefined
  // Following the active namespace means listening to every namespace that may become active.
  for (const namespace of namespaces ?? (Object.keys(appKit.adapters) as ChainNamespace[])) {
    unsubscribers.push(appKit.store.sub(appKit.atoms.account(namespace), check))
  }
  if (!namespaces && !(previous.namespace in appKit.adapters)) {
    unsubscribers.push(appKit.store.sub(appKit.atoms.account(previous.namespace), check))
  }
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe()
  }
}

function sameAccount(a: AccountState, b: AccountState): boolean {
  return (Object.keys(a) as (keyof AccountState)[]).every((key) => Object.is(a[key], b[key]))
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
