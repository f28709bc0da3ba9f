import type { AppKit } from '../appKit'
import type { ToastState } from '../state/types'
import { watchAtom } from './watchers'

export function getToast(appKit: AppKit): ToastState {
  return appKit.store.get(appKit.atoms.toast)
}

export function watchToast(appKit: AppKit, onChange: (state: ToastState, previous: ToastState) => void) {
  return watchAtom(appKit, appKit.atoms.toast, onChange)
}
