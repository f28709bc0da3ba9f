import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { systemClock, wait } from './clock.ts'
import { createRateLimiter } from './createRateLimiter.ts'
import { isBalanceRetryBlocked } from './isBalanceRetryBlocked.ts'

test('isBalanceRetryBlocked: 30 s after a failure', () => {
  expect(isBalanceRetryBlocked(undefined, 0)).toBe(false)
  expect(isBalanceRetryBlocked(1000, 1000)).toBe(true)
  expect(isBalanceRetryBlocked(1000, 30_999)).toBe(true)
  expect(isBalanceRetryBlocked(1000, 31_000)).toBe(false)
})

describe('createRateLimiter (telemetry)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('allows 5 per 60 s, sliding', () => {
    const limiter = createRateLimiter()
    expect(Array.from({ length: 6 }, () => limiter.tryAcquire())).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ])
    vi.advanceTimersByTime(59_999)
    expect(limiter.tryAcquire()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(limiter.tryAcquire()).toBe(true)
  })
})

test('wait resolves on the clock', async () => {
  vi.useFakeTimers()
  const done = vi.fn()
  void wait(systemClock, 150).then(done)
  await vi.advanceTimersByTimeAsync(149)
  expect(done).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(done).toHaveBeenCalled()
  vi.useRealTimers()
})
