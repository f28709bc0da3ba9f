import { testAnalytics } from '../vitest/createTestAppKit.ts'
import { answer, baseOf } from './answer.ts'
import { fixtures } from './fixtures.ts'

export type AnalyticsHandlersParameters = {
  /** The analytics service's base URL (the app's `services.analytics`); `testAnalytics` by default. */
  url?: string | undefined
  /** Hears each event the app sends, as its body. */
  onEvent?: ((event: unknown) => void) | undefined
}

/** An msw handler answering like the hosted analytics service: POST /e accepts the event (202). */
export function analyticsHandlers(parameters: AnalyticsHandlersParameters = {}) {
  const base = baseOf(parameters.url ?? testAnalytics)
  return [
    answer(
      'post',
      `${base}/e`,
      ({ body }) => {
        parameters.onEvent?.(body)
        return fixtures.analyticsAccepted
      },
      202,
    ),
  ]
}
