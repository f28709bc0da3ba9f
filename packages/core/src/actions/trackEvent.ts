import type { AppKit } from '../appKit'
import { HttpStatusError } from '../errors/domain'
import { sendAnalyticsEvent } from '../rest/restClient'
import { getAccount } from './getAccount'
import { showAlert } from './showAlert'

export type TrackEventParameters = {
  /** `error` events are posted too (SPEC §7). */
  type?: 'track' | 'error' | undefined
  event: string
  properties?: Record<string, unknown> | undefined
}

/** SPEC §7: no event for MODAL_CREATED, with analytics off (feature or service), or outside a browser. */
export function shouldSendAnalyticsEvent(appKit: AppKit, event: string, isBrowser: boolean): boolean {
  return (
    event !== 'MODAL_CREATED' &&
    appKit.options.features.analytics &&
    appKit.options.services.analytics !== false &&
    isBrowser
  )
}

/**
 * Posts one analytics event with the page URL and the connected address. Analytics never breaks
 * the app: failures resolve false, except that a 403 (origin not allowed) raises the Invalid App
 * Configuration alert.
 */
export async function trackEvent(appKit: AppKit, parameters: TrackEventParameters): Promise<boolean> {
  const location = typeof window === 'undefined' ? undefined : window.location
  if (!location || !shouldSendAnalyticsEvent(appKit, parameters.event, true)) return false
  const address = getAccount(appKit).address
  try {
    await sendAnalyticsEvent(appKit, {
      eventId: globalThis.crypto.randomUUID(),
      url: location.href,
      domain: location.hostname,
      timestamp: appKit.clock.now(),
      props: {
        type: parameters.type ?? 'track',
        event: parameters.event,
        ...(address ? { address } : {}),
        ...(parameters.properties ? { properties: parameters.properties } : {}),
      },
    })
    return true
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 403)
      showAlert(appKit, 'originNotAllowedAnalytics')
    return false
  }
}
