import type { AppKit } from '../appKit.ts'
import type { SwapState } from '../state/types.ts'
import { watchAtom } from './watchers.ts'

export function getSwapState(appKit: AppKit): SwapState {
  return appKit.store.get(appKit.atoms.swap)
}

export function watchSwapState(appKit: AppKit, onChange: (state: SwapState, previous: SwapState) => void) {
  return watchAtom(appKit, appKit.atoms.swap, onChange)
}
