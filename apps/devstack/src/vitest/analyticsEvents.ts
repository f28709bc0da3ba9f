import type { RecordedEvent } from '../services/analytics.ts'
import type { DevstackInfo } from './devstackInfo.ts'

export type { RecordedEvent } from '../services/analytics.ts'

/**
 * What the devstack's analytics received, oldest first, read over its loopback endpoint
 * (`GET /__devstack/analytics`): the devstack of the global setup runs in another process, so
 * `devstack.analyticsEvents()` cannot reach a test. Files share that devstack, so a test keeps
 * to its own events (by `origin`, or `receivedAt` after its start).
 */
export async function analyticsEvents(devstack: Pick<DevstackInfo, 'urls'>): Promise<RecordedEvent[]> {
  const response = await fetch(new URL('/__devstack/analytics', devstack.urls.analytics))
  if (!response.ok) throw new Error(`the devstack's analytics answered ${response.status}`)
  const { events } = (await response.json()) as { events: RecordedEvent[] }
  return events
}
