import { atom, type PrimitiveAtom } from 'jotai/vanilla'
import type { AppKit } from '../appKit.ts'
import { InvalidParametersError } from '../errors/parameters.ts'
import { perInstance } from '../utils/perInstance.ts'
import { watchAtom } from './watchers.ts'

/**
 * The visitor's answer to the app's analytics question. `notRequired`: the app did not ask for
 * consent (`analyticsConsent` option off), so the `analytics` switch alone decides.
 */
export type AnalyticsConsent = 'notRequired' | 'pending' | 'granted' | 'denied'

/** The atom of the instance's consent, for `useAppKitAtom` and watchers. */
export const analyticsConsentAtom = perInstance(
  (appKit): PrimitiveAtom<AnalyticsConsent> =>
    atom<AnalyticsConsent>(appKit.options.analyticsConsent ? 'pending' : 'notRequired'),
)

export function getAnalyticsConsent(appKit: AppKit): AnalyticsConsent {
  return appKit.store.get(analyticsConsentAtom(appKit))
}

/**
 * Records the visitor's answer (the app's banner calls it, and again on load with the answer it
 * kept). Until `true`, no analytics event leaves the page; events raised meanwhile are dropped,
 * not queued, so nothing from before the answer is sent after it. `false` stops them again.
 * Refused when the app did not turn `analyticsConsent` on: there is no question to answer.
 */
export function setAnalyticsConsent(appKit: AppKit, granted: boolean): void {
  if (typeof granted !== 'boolean')
    throw new InvalidParametersError('setAnalyticsConsent', 'granted must be true or false')
  if (!appKit.options.analyticsConsent)
    throw new InvalidParametersError(
      'setAnalyticsConsent',
      'The analyticsConsent option is off: analytics follow the analytics feature alone',
    )
  appKit.store.set(analyticsConsentAtom(appKit), granted ? 'granted' : 'denied')
}

export function watchAnalyticsConsent(
  appKit: AppKit,
  onChange: (consent: AnalyticsConsent, previous: AnalyticsConsent) => void,
): () => void {
  return watchAtom(appKit, analyticsConsentAtom(appKit), onChange)
}

/** Whether consent lets an event go: not asked for, or given. */
export function hasAnalyticsConsent(appKit: AppKit): boolean {
  const consent = getAnalyticsConsent(appKit)
  return consent === 'notRequired' || consent === 'granted'
}
