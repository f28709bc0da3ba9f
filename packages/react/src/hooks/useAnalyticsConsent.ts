'use client'
import { setAnalyticsConsent } from '@openappkit/core'
import { analyticsConsentAtom } from '@openappkit/core/internal'
import { useMemo } from 'react'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * The visitor's answer to the app's analytics question (the `analyticsConsent` option), for the
 * app's own banner: `consent` is `notRequired` (the app did not ask), `pending`, `granted` or
 * `denied`; `grant` and `deny` are core's `setAnalyticsConsent`.
 */
export function useAnalyticsConsent() {
  const appKit = useAppKitInstance('useAnalyticsConsent')
  const consent = useAppKitAtom(appKit, analyticsConsentAtom(appKit))
  const actions = useMemo(
    () => ({
      /** The visitor agreed: analytics may be sent from now on. */
      grant: () => setAnalyticsConsent(appKit, true),
      /** The visitor said no (or withdrew): nothing is sent. */
      deny: () => setAnalyticsConsent(appKit, false),
    }),
    [appKit],
  )
  return { consent, ...actions }
}

export type UseAnalyticsConsentReturnType = ReturnType<typeof useAnalyticsConsent>
