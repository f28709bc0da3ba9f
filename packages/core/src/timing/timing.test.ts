import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { checkEmailThrottle } from './checkEmailThrottle'
import { systemClock, wait } from './clock'
import { createRateLimiter } from './createRateLimiter'
import { isBalanceRetryBlocked } from './isBalanceRetryBlocked'

describe('checkEmailThrottle', () => {
  test('refuses within 30 s, with N rounded up', () => {
    expect(() => checkEmailThrottle(0, 1)).toThrow('Please try again after 30 seconds')
    expect(() => checkEmailThrottle(0, 10_000)).toThrow('Please try again after 20 seconds')
    expect(() => checkEmailThrottle(0, 10_001)).toThrow('Please try again after 20 seconds')
    expect(() => checkEmailThrottle(0, 29_999)).toThrow('Please try again after 1 seconds')
  })

  test('allows at 30 s, with no previous login, or with a future timestamp', () => {
    expect(() => checkEmailThrottle(0, 30_000)).not.toThrow()
    expect(() => checkEmailThrottle(undefined, 5)).not.toThrow()
    expect(() => checkEmailThrottle(10_000, 5)).not.toThrow()
  })

  test('exposes the remaining seconds', () => {
    try {
      checkEmailThrottle(1000, 6000)
      expect.unreachable()
    } catch (error) {
      expect(error).toMatchObject({ name: 'EmailThrottleError', retryAfterSeconds: 25 })
    }
  })
})

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
