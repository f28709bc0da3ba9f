export type RelativeTime = { value: number; unit: 'second' | 'minute' | 'hour' | 'day' }

const units = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
] as const
const week = 7 * 86_400_000

/**
 * How long ago a transaction was mined, in its largest whole unit (2 minutes, 3 hours, 1 day),
 * for the activity list: under a minute, or up to a minute ahead (clocks differ), is 0 seconds
 * ("now"). A week or more, further ahead, or an unreadable time is undefined: the list shows the
 * date then.
 */
export function getRelativeTime(minedAt: string | number, now: number): RelativeTime | undefined {
  const elapsed = now - new Date(minedAt).getTime()
  if (!Number.isFinite(elapsed) || elapsed < -60_000 || elapsed >= week) return undefined
  for (const [unit, length] of units)
    if (elapsed >= length) return { value: Math.floor(elapsed / length), unit }
  return { value: 0, unit: 'second' }
}
