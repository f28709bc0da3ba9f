import { z } from 'zod'
import { sdkQuerySchema } from './common.ts'

/** POST /e?projectId=&st=&sv= */
export const analyticsQuerySchema = sdkQuerySchema
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>

/** `props` carries the event (type, event name, properties) plus the connected address. */
export const analyticsEventSchema = z.object({
  eventId: z.string().min(1),
  url: z.string(),
  domain: z.string(),
  timestamp: z.number(),
  props: z.looseObject({
    type: z.enum(['track', 'error']).optional(),
    event: z.string().min(1),
    address: z.string().optional(),
    properties: z.record(z.string(), z.unknown()).optional(),
  }),
})
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
