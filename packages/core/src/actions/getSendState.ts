import type { AppKit } from '../appKit'
import type { SendState } from '../state/types'
import { watchAtom } from './watchers'

export function getSendState(appKit: AppKit): SendState {
  return appKit.store.get(appKit.atoms.send)
}

export function watchSendState(appKit: AppKit, onChange: (state: SendState, previous: SendState) => void) {
  return watchAtom(appKit, appKit.atoms.send, onChange)
}
