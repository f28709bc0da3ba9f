import type { AppKit } from '../appKit'
import type { ModalState } from '../state/types'
import { watchAtom } from './watchers'

export function getModalState(appKit: AppKit): ModalState {
  return appKit.store.get(appKit.atoms.modal)
}

export function watchModalState(appKit: AppKit, onChange: (state: ModalState, previous: ModalState) => void) {
  return watchAtom(appKit, appKit.atoms.modal, onChange)
}
