import type { AppKit } from '../appKit'
import { initialSendState } from '../state/types'

export function resetSendState(appKit: AppKit): void {
  appKit.store.set(appKit.atoms.send, initialSendState)
}
