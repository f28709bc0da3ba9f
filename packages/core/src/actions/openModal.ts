import type { AppKit } from '../appKit'
import { isMobile } from '../device/isMobile'
import { resolveOpenView } from '../router/modalRules'
import type { RouterData, View } from '../router/views'
import { getAccount } from './getAccount'
import { resetFarcasterAfterLeaving } from './resetFarcasterAfterLeaving'
import { setHistory } from './setHistory'

export type OpenModalParameters = { view?: View | undefined; data?: RouterData | undefined }

/** Opens on the caller's view, else by the SPEC §2 opening rule. */
export function openModal(appKit: AppKit, parameters: OpenModalParameters = {}): void {
  const view = resolveOpenView({
    requestedView: parameters.view,
    isConnected: Boolean(getAccount(appKit).address),
    hasAdapters: Object.keys(appKit.adapters).length > 0,
    isMobile: isMobile(appKit),
  })
  resetFarcasterAfterLeaving(appKit, setHistory(appKit, [view], parameters.data ?? {}))
  appKit.store.set(appKit.atoms.modalOpen, true)
  appKit.emitter.emit('modal', { open: true, view })
}
