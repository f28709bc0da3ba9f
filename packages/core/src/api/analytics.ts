import * as z from 'zod/mini'
import { ensureZodMessages } from '../utils/zodMessages.ts'
import { sdkQuerySchema } from './common.ts'

ensureZodMessages()

/** POST /e?projectId=&st=&sv= */
export const analyticsQuerySchema = sdkQuerySchema
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>

/** `props` carries the event (type, event name, properties) plus the connected address. */
export const analyticsEventSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  url: z.string(),
  domain: z.string(),
  timestamp: z.number(),
  props: z.looseObject({
    type: z.optional(z.enum(['track', 'error'])),
    event: z.string().check(z.minLength(1)),
    address: z.optional(z.string()),
    properties: z.optional(z.record(z.string(), z.unknown())),
  }),
})
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
