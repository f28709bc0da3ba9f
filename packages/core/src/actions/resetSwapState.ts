import type { AppKit } from '../appKit.ts'
import { initialSwapState } from '../state/types.ts'

export function resetSwapState(appKit: AppKit): void {
  appKit.store.set(appKit.atoms.swap, initialSwapState)
}
