import { expect, test } from 'vitest'
import { createManualClock } from './createManualClock.ts'
import { createTestAppKit } from './createTestAppKit.ts'

test('timers run only when the test moves time, in order, and a cleared one never runs', () => {
  const clock = createManualClock(1000)
  const ran: string[] = []
  clock.setTimeout(() => ran.push('b'), 200)
  clock.setTimeout(() => ran.push('a'), 100)
  clock.clearTimeout(clock.setTimeout(() => ran.push('cleared'), 50))
  clock.advance(99)
  expect(ran).toEqual([])
  clock.advance(101)
  expect(ran).toEqual(['a', 'b'])
  expect(clock.now()).toBe(1200)
})

test('createTestAppKit: a quiet instance on the mock adapter and memory storage, the clock it is given', async () => {
  const clock = createManualClock(5)
  const { appKit, adapter } = createTestAppKit({ clock })
  await appKit.ready
  expect(appKit.adapters.eip155).toBe(adapter)
  expect(appKit.options.clock).toBe(clock)
  expect(appKit.options.services.analytics).toBe(false)
})
