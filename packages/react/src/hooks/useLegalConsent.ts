'use client'
import { setLegalConsent } from '@openappkit/core'
import { legalConsentAtom } from '@openappkit/core/internal'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * The terms box (`features.legalCheckbox`), for the modal's checkbox or the app's own: `required`
 * when the box is on, `agreed` once ticked (always true with no box), `setAgreed` for its change.
 * Until it is ticked, core refuses a first connect and an email login.
 */
export function useLegalConsent() {
  const appKit = useAppKitInstance('useLegalConsent')
  const ticked = useAppKitAtom(appKit, legalConsentAtom(appKit))
  const required = appKit.options.features.legalCheckbox
  return {
    required,
    agreed: !required || ticked,
    setAgreed: (agreed: boolean) => setLegalConsent(appKit, agreed),
  }
}

export type UseLegalConsentReturnType = ReturnType<typeof useLegalConsent>
