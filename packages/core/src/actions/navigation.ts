import type { AppKit } from '../appKit'
import { goBackInHistory, pushToHistory, replaceInHistory, resetHistory } from '../router/viewStack'
import type { RouterData, View } from '../router/views'
import { closeModal } from './closeModal'
import { resetFarcasterAfterLeaving } from './resetFarcasterAfterLeaving'
import { setHistory } from './setHistory'

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
