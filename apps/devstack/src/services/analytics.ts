import { type AnalyticsEvent, analyticsEventSchema, analyticsQuerySchema } from '@openappkit/core/api'
import { HttpError, parse, Router } from '../http.ts'
import type { Projects } from '../projects.ts'

// Analytics: POST /e events are kept in memory, in order, for tests and the playground to read
// (GET /__devstack/analytics, DELETE to clear, or `devstack.analyticsEvents()`).

export interface RecordedEvent {
  projectId: string
  st: string | undefined
  sv: string | undefined
  origin: string | undefined
  receivedAt: number
  event: AnalyticsEvent
}

const MAX_EVENTS = 10_000

export function analytics(deps: { projects: Projects }): { router: Router; events: RecordedEvent[] } {
  const events: RecordedEvent[] = []
  const router = new Router({ projects: deps.projects, publicPrefixes: ['/__devstack/'] })

  router.post('/e', async (req) => {
    const q = parse(analyticsQuerySchema, req.query, 'query')
    if (!deps.projects.get(q.projectId).isAnalyticsEnabled) {
      throw new HttpError(403, 'Analytics is disabled for this project', 'projectId')
    }
    const event = parse(analyticsEventSchema, await req.json(), 'body')
    if (events.length >= MAX_EVENTS) events.shift()
    events.push({
      projectId: q.projectId,
      st: q.st,
      sv: q.sv,
      origin: typeof req.headers.origin === 'string' ? req.headers.origin : undefined,
      receivedAt: Date.now(),
      event,
    })
    return { status: 202, json: { status: 'SUCCESS' } }
  })
  router.get('/__devstack/analytics', () => ({ json: { events } }))
  router.on('DELETE', '/__devstack/analytics', () => {
    events.length = 0
    return { json: { events } }
  })

  return { router, events }
}
