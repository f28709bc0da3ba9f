import * as z from 'zod/mini'
import { type AnalyticsEvent, analyticsEventSchema } from '../api/analytics.ts'
import { InvalidRequestError } from '../errors/rest.ts'
import { restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'

/** POST /e?projectId=&st=&sv=: one analytics event. The body is checked before it leaves. */
export async function sendAnalyticsEvent(context: RestContext, event: AnalyticsEvent): Promise<void> {
  const parsed = analyticsEventSchema.safeParse(event)
  if (!parsed.success) throw new InvalidRequestError('Invalid analytics event', z.prettifyError(parsed.error))
  await restRequest(context, { service: 'analytics', path: '/e', method: 'POST', body: parsed.data })
}
