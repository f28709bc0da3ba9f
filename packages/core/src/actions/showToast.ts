import type { AppKit } from '../appKit.ts'
import { toastSwapDelayMs } from '../constants.ts'
import type { ToastState } from '../state/types.ts'
import { wait } from '../timing/clock.ts'

export type ShowToastParameters = Pick<ToastState, 'message' | 'variant'> &
  Partial<Pick<ToastState, 'svg' | 'autoClose'>>

/**
 * Shows a toast. If one is open, it is closed first and the new one shown 150 ms later, so the
 * user sees a change rather than a text swap. Resolves once the new toast is shown.
 */
export async function showToast(appKit: AppKit, toast: ShowToastParameters): Promise<void> {
  const { store, atoms } = appKit
  const next: ToastState = { svg: undefined, autoClose: true, ...toast, open: true }
  if (store.get(atoms.toast).open) {
    store.set(atoms.toast, (current) => ({ ...current, open: false }))
    await wait(appKit.clock, toastSwapDelayMs)
  }
  store.set(atoms.toast, next)
}

export function closeToast(appKit: AppKit): void {
  appKit.store.set(appKit.atoms.toast, (current) => ({ ...current, open: false }))
}
