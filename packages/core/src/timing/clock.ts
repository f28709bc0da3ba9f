/** Time as the SDK sees it; tests pass a fake one (or use vitest's fake timers with the default). */
export type Clock = {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

// Looked up on each call, not captured at import, so vitest's fake timers also drive the default.
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}

/** Resolves after `ms` on the given clock, or as soon as `signal` aborts. */
export function wait(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const handle = clock.setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
    function done() {
      clock.clearTimeout(handle)
      signal?.removeEventListener('abort', done)
      resolve()
    }
  })
}
