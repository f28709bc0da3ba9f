'use client'
import { type AnalyticsConsent, setAnalyticsConsent } from '@openappkit/core'
import { analyticsConsentAtom } from '@openappkit/core/internal'
import { useMemo } from 'react'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type UseAnalyticsConsentReturnType = {
  /** `notRequired` (the app did not ask), `pending`, `granted` or `denied`. */
  consent: AnalyticsConsent
  /** The visitor agreed: analytics may be sent from now on. */
  grant(): void
  /** The visitor said no (or withdrew): nothing is sent. */
  deny(): void
}

/**
 * The visitor's answer to the app's analytics question (the `analyticsConsent` option), for the
 * app's own banner; `grant` and `deny` are core's `setAnalyticsConsent`.
 */
export function useAnalyticsConsent(): UseAnalyticsConsentReturnType {
  const appKit = useAppKitInstance('useAnalyticsConsent')
  const consent = useAppKitAtom(appKit, analyticsConsentAtom(appKit))
  const actions = useMemo(
    () => ({
      grant: () => setAnalyticsConsent(appKit, true),
      deny: () => setAnalyticsConsent(appKit, false),
    }),
    [appKit],
  )
  return { consent, ...actions }
}
