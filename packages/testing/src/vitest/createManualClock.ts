import type { AppKitOptions } from '@openappkit/core'

type Clock = NonNullable<AppKitOptions['clock']>

export type ManualClock = Clock & {
  /** Moves time on by `ms` and runs, in order, every timer that falls due. */
  advance(ms: number): void
}

/**
 * A clock that moves only when the test says: pass it as `createAppKit`'s `clock` to step
 * through expiries, retries and timeouts without waiting and without faking the global timers.
 */
export function createManualClock(start = 0): ManualClock {
  let now = start
  let nextId = 0
  const timers = new Map<number, { at: number; callback: () => void }>()
  return {
    now: () => now,
    setTimeout(callback, ms) {
      nextId += 1
      timers.set(nextId, { at: now + Math.max(0, ms), callback })
      return nextId
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
    advance(ms) {
      const until = now + ms
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= until).sort(([, a], [, b]) => a.at - b.at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].callback()
      }
      now = until
    },
  }
}
