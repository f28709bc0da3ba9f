import type { AppKit } from '../appKit.ts'
import { modalShakeMs } from '../constants.ts'

/** Shakes for 500 ms; a second shake restarts the 500 ms. */
export function shakeModal(appKit: AppKit): void {
  const previous = shakeTimers.get(appKit)
  if (previous !== undefined) appKit.clock.clearTimeout(previous)
  appKit.store.set(appKit.atoms.shake, true)
  shakeTimers.set(
    appKit,
    appKit.clock.setTimeout(() => {
      shakeTimers.delete(appKit)
      appKit.store.set(appKit.atoms.shake, false)
    }, modalShakeMs),
  )
}

// Keyed by instance, so instances never share a timer.
const shakeTimers = new WeakMap<AppKit, unknown>()
