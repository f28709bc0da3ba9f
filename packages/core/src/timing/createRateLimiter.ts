import { telemetryErrorLimit, telemetryWindowMs } from '../constants.ts'
import { type Clock, systemClock } from './clock.ts'

export type RateLimiter = {
  /** True (and counted) when another event fits in the sliding window. */
  tryAcquire(): boolean
}

/** Sliding window; the default is the telemetry rule (5 errors per 60 s). */
export function createRateLimiter(
  options: { limit?: number; windowMs?: number; clock?: Clock } = {},
): RateLimiter {
  const { limit = telemetryErrorLimit, windowMs = telemetryWindowMs, clock = systemClock } = options
  let times: number[] = []
  return {
    tryAcquire() {
      const now = clock.now()
      times = times.filter((t) => now - t < windowMs)
      if (times.length >= limit) return false
      times.push(now)
      return true
    },
  }
}
