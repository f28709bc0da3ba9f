import type { AppKit } from '../appKit.ts'
import { goBackInHistory, pushToHistory, replaceInHistory, resetHistory } from '../router/viewStack.ts'
import type { RouterData, View } from '../router/views.ts'
import { closeModal } from './closeModal.ts'
import { resetFarcasterAfterLeaving } from './resetFarcasterAfterLeaving.ts'
import { setHistory } from './setHistory.ts'

const history = (appKit: AppKit) => appKit.store.get(appKit.atoms.router).history

/** Pushes a view unless it is current. */
export function pushView(appKit: AppKit, view: View, data?: RouterData): void {
  resetFarcasterAfterLeaving(appKit, setHistory(appKit, pushToHistory(history(appKit), view), data))
}

export function replaceView(appKit: AppKit, view: View, data?: RouterData): void {
  resetFarcasterAfterLeaving(appKit, setHistory(appKit, replaceInHistory(history(appKit), view), data))
}

export function resetView(appKit: AppKit, view: View, data?: RouterData): void {
  resetFarcasterAfterLeaving(appKit, setHistory(appKit, resetHistory(view), data))
}

/** Pops a view, or closes the modal on the last one or when UnsupportedChain is in the history. */
export function goBack(appKit: AppKit): void {
  const result = goBackInHistory(history(appKit))
  if (result.type === 'close') closeModal(appKit)
  else resetFarcasterAfterLeaving(appKit, setHistory(appKit, result.history))
}
