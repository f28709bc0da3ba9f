import { expect, test } from 'vitest'
import { getRelativeTime } from './relativeTime.ts'

const now = Date.parse('2026-05-10T12:00:00.000Z')
const ago = (ms: number) => new Date(now - ms).toISOString()

test('the largest whole unit under a week; under a minute is now', () => {
  expect(getRelativeTime(ago(20_000), now)).toEqual({ value: 0, unit: 'second' })
  expect(getRelativeTime(ago(150_000), now)).toEqual({ value: 2, unit: 'minute' })
  expect(getRelativeTime(ago(3 * 3_600_000 + 59 * 60_000), now)).toEqual({ value: 3, unit: 'hour' })
  expect(getRelativeTime(ago(25 * 3_600_000), now)).toEqual({ value: 1, unit: 'day' })
  expect(getRelativeTime(ago(6 * 86_400_000 + 1), now)).toEqual({ value: 6, unit: 'day' })
})

test('a week or more, far ahead, or unreadable: none (the date is shown)', () => {
  expect(getRelativeTime(ago(7 * 86_400_000), now)).toBeUndefined()
  expect(getRelativeTime(ago(-30_000), now)).toEqual({ value: 0, unit: 'second' })
  expect(getRelativeTime(ago(-120_000), now)).toBeUndefined()
  expect(getRelativeTime('not a date', now)).toBeUndefined()
})
