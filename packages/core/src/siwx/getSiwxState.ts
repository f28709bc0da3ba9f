import type { Atom } from 'jotai/vanilla'
import { watchAtom } from '../actions/watchers.ts'
import type { AppKit } from '../appKit.ts'
import { siwxInstance } from './siwxInstance.ts'
import type { SiwxState } from './types.ts'

/** The sign-in state of the instance's active account (`useSiwx` reads this atom). */
export function siwxStateAtom(appKit: AppKit): Atom<SiwxState> {
  return siwxInstance(appKit).state
}

export function getSiwxState(appKit: AppKit): SiwxState {
  return appKit.store.get(siwxStateAtom(appKit))
}

/** Calls `onChange` with each new sign-in state; returns the unsubscribe. */
export function watchSiwxState(appKit: AppKit, onChange: (state: SiwxState) => void): () => void {
  return watchAtom(appKit, siwxStateAtom(appKit), (state) => onChange(state))
}
