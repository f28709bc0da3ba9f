import type { AppKit } from '../appKit.ts'
import type { ModalState } from '../state/types.ts'
import { watchAtom } from './watchers.ts'

export function getModalState(appKit: AppKit): ModalState {
  return appKit.store.get(appKit.atoms.modal)
}

export function watchModalState(appKit: AppKit, onChange: (state: ModalState, previous: ModalState) => void) {
  return watchAtom(appKit, appKit.atoms.modal, onChange)
}
