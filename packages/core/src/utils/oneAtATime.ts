import type { AppKit } from '../appKit.ts'

/**
 * Wraps a flow so each instance runs it once at a time: a call while a run is in flight returns
 * that run's promise (a double click sends one transaction); the next call after it settles
 * starts a new run.
 */
export function oneAtATime<T>(run: (appKit: AppKit) => Promise<T>): (appKit: AppKit) => Promise<T> {
  const inFlight = new WeakMap<AppKit, Promise<T>>()
  return (appKit) => {
    const pending = inFlight.get(appKit)
    if (pending) return pending
    const running = run(appKit).finally(() => inFlight.delete(appKit))
    inFlight.set(appKit, running)
    return running
  }
}
