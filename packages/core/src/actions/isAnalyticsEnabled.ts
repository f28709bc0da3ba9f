import type { AppKit } from '../appKit.ts'
import { restClient } from '../rest/restClient.ts'
import { perInstance } from '../utils/perInstance.ts'

// One answer per instance: the directory is asked once per session, as the hosted client does.
const projectSwitch = perInstance(
  (appKit): Promise<boolean> =>
    restClient()
      .then((rest) => rest.getAnalyticsConfig({ options: appKit.options }))
      .then(
        (config) => config.isAnalyticsEnabled,
        () => false,
      ),
)

/**
 * Whether this instance sends analytics: the app's `analytics` feature and service must be on,
 * and the project's own switch (`GET /getAnalyticsConfig`, read once per instance) must say
 * `true`. A failed or unreadable answer counts as off for the session, so nothing is sent on a
 * guess. With the directory switched off there is no switch to read: the app's options decide.
 */
export function isAnalyticsEnabled(appKit: AppKit): Promise<boolean> {
  const { features, services } = appKit.options
  if (!features.analytics || services.analytics === false) return Promise.resolve(false)
  if (services.walletDirectory === false) return Promise.resolve(true)
  return projectSwitch(appKit)
}
