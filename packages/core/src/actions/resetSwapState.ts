import type { AppKit } from '../appKit'
import { initialSwapState } from '../state/types'

export function resetSwapState(appKit: AppKit): void {
  appKit.store.set(appKit.atoms.swap, initialSwapState)
}
