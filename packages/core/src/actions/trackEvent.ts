import type { AppKit } from '../appKit.ts'
import { HttpStatusError } from '../errors/domain.ts'
import { restClient } from '../rest/restClient.ts'
import { hasAnalyticsConsent } from './analyticsConsent.ts'
import { getAccount } from './getAccount.ts'
import { isAnalyticsEnabled } from './isAnalyticsEnabled.ts'
import { showAlert } from './showAlert.ts'

export type TrackEventParameters = {
  /** `error` events are posted too. */
  type?: 'track' | 'error' | undefined
  event: string
  properties?: Record<string, unknown> | undefined
}

/**
 * No event for MODAL_CREATED, with analytics off (feature or service), or outside a
 * browser; and none while the app holds analytics for the visitor's consent (`analyticsConsent`).
 */
export function shouldSendAnalyticsEvent(appKit: AppKit, event: string, isBrowser: boolean): boolean {
  return (
    event !== 'MODAL_CREATED' &&
    appKit.options.features.analytics &&
    appKit.options.services.analytics !== false &&
    hasAnalyticsConsent(appKit) &&
    isBrowser
  )
}

/** The `error` event of a flow that failed: its properties, and the error's message. */
export function trackError(
  appKit: AppKit,
  event: string,
  properties: Record<string, unknown>,
  error: unknown,
) {
  const message = error instanceof Error ? error.message : String(error)
  return trackEvent(appKit, { type: 'error', event, properties: { ...properties, message } })
}

/**
 * A 403 is an origin problem only when the service says so (its reason names the origin, as the
 * allowlist check answers "Origin not found on Allowlist"); a 403 for a project with analytics
 * off, or an invalid key, is not the app's origin and raises nothing.
 */
export function isOriginRefusal(error: unknown): boolean {
  return error instanceof HttpStatusError && error.status === 403 && /origin/i.test(error.details ?? '')
}

/**
 * Posts one analytics event with the page URL and the connected address, when the project's
 * analytics switch (read once per instance, `isAnalyticsEnabled`) is on. Analytics never breaks
 * the app: failures resolve false, except that a 403 for the origin raises the Invalid App
 * Configuration alert.
 */
export async function trackEvent(appKit: AppKit, parameters: TrackEventParameters): Promise<boolean> {
  const location = typeof window === 'undefined' ? undefined : window.location
  if (!location || !shouldSendAnalyticsEvent(appKit, parameters.event, true)) return false
  if (!(await isAnalyticsEnabled(appKit))) return false
  // The visitor may have said no while the project's switch was being read.
  if (!hasAnalyticsConsent(appKit)) return false
  const address = getAccount(appKit).address
  try {
    await (await restClient()).sendAnalyticsEvent(appKit, {
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
    if (isOriginRefusal(error)) showAlert(appKit, 'originNotAllowedAnalytics')
    return false
  }
}
