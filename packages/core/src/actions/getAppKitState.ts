import { type Atom, atom } from 'jotai/vanilla'
import type { AppKit } from '../appKit.ts'
import type { CaipNetworkId, ChainNamespace } from '../networks/types.ts'
import { perInstance } from '../utils/perInstance.ts'
import { sameFields } from '../utils/sameFields.ts'
import { watchAtom } from './watchers.ts'

export type AppKitState = {
  /** The modal is open. */
  open: boolean
  /** A namespace is connecting (the load-time sync or a connect in progress). */
  loading: boolean
  activeChain: ChainNamespace | undefined
  selectedNetworkId: CaipNetworkId | undefined
}

/** The instance-wide summary as one derived atom, so a reader re-renders only when a field of it changes. */
export const appKitStateAtom = perInstance((appKit): Atom<AppKitState> => {
  const namespaces = Object.keys(appKit.adapters) as ChainNamespace[]
  let previous: AppKitState | undefined
  return atom((get) => {
    const next: AppKitState = {
      open: get(appKit.atoms.modalOpen),
      loading: namespaces.some((ns) => get(appKit.atoms.accountField(ns, 'status')) === 'connecting'),
      activeChain: get(appKit.atoms.activeNamespace),
      selectedNetworkId: get(appKit.atoms.activeCaipNetwork)?.caipNetworkId,
    }
    // Keep the old object when nothing changed, so subscribers compare equal.
    if (previous && sameFields(next, previous)) return previous
    previous = next
    return next
  })
})

export function getAppKitState(appKit: AppKit): AppKitState {
  return appKit.store.get(appKitStateAtom(appKit))
}

export function watchAppKitState(
  appKit: AppKit,
  onChange: (state: AppKitState, previous: AppKitState) => void,
) {
  return watchAtom(appKit, appKitStateAtom(appKit), onChange)
}
