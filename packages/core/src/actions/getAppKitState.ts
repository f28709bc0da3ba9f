import { type Atom, atom } from 'jotai/vanilla'
import type { AppKit } from '../appKit.ts'
import type { CaipNetworkId, ChainNamespace } from '../networks/types.ts'
import { watchAtom } from './watchers.ts'

export type AppKitState = {
  /** The modal is open. */
  open: boolean
  /** A namespace is connecting (the load-time sync or a connect in progress). */
  loading: boolean
  activeChain: ChainNamespace | undefined
  selectedNetworkId: CaipNetworkId | undefined
}

const stateAtoms = new WeakMap<AppKit, Atom<AppKitState>>()

/** The instance-wide summary as one derived atom, so a reader re-renders only when a field of it changes. */
export function appKitStateAtom(appKit: AppKit): Atom<AppKitState> {
  let value = stateAtoms.get(appKit)
  if (!value) {
    const namespaces = Object.keys(appKit.adapters) as ChainNamespace[]
    let previous: AppKitState | undefined
    value = atom((get) => {
      const next: AppKitState = {
        open: get(appKit.atoms.modalOpen),
        loading: namespaces.some((ns) => get(appKit.atoms.accountField(ns, 'status')) === 'connecting'),
        activeChain: get(appKit.atoms.activeNamespace),
        selectedNetworkId: get(appKit.atoms.activeCaipNetwork)?.caipNetworkId,
      }
      // Keep the old object when nothing changed, so subscribers compare equal.
      if (previous && (Object.keys(next) as (keyof AppKitState)[]).every((k) => previous?.[k] === next[k])) {
        return previous
      }
      previous = next
      return next
    })
    stateAtoms.set(appKit, value)
  }
  return value
}

export function getAppKitState(appKit: AppKit): AppKitState {
  return appKit.store.get(appKitStateAtom(appKit))
}

export function watchAppKitState(
  appKit: AppKit,
  onChange: (state: AppKitState, previous: AppKitState) => void,
) {
  return watchAtom(appKit, appKitStateAtom(appKit), onChange)
}
