'use client'
import {
  type EmailUpdateState,
  type EmailUpdateStep,
  resendEmailUpdate,
  resetEmailUpdate,
  startEmailUpdate,
  submitEmailUpdateOtp,
} from '@openappkit/core'
import { emailUpdateAtom, emailUpdateAvailableAtom } from '@openappkit/core/internal'
import { useMemo } from 'react'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type UseUpdateEmailReturnType = EmailUpdateState & {
  /** A user is logged in to the embedded wallet by email, and its frame can change the email. */
  available: boolean
  /** Asks to change the email to `email`; resolves with the code step the frame asked for. */
  start(email: string): Promise<EmailUpdateStep>
  /** Sends the code of the current step; resolves with the next step (`updated` at the end). */
  submitOtp(otp: string): Promise<EmailUpdateStep>
  /** Mails the codes again for the same new email, from the current address's (within the 30 s throttle, it rejects). */
  resend(): Promise<EmailUpdateStep>
  reset(): void
}

/**
 * The embedded wallet's email change: `step` (idle, sending, verifyPrimaryOtp — the code sent
 * to the current email —, verifySecondaryOtp — the one sent to the new email —, updated), the
 * `currentEmail`, the new `email` and the last `error`. Once updated, the new email is the
 * account's (`useAccount().embeddedWalletInfo.user.email`). Each action rejects with its error too.
 */
export function useUpdateEmail(): UseUpdateEmailReturnType {
  const appKit = useAppKitInstance('useUpdateEmail')
  const state = useAppKitAtom(appKit, emailUpdateAtom(appKit))
  const available = useAppKitAtom(appKit, emailUpdateAvailableAtom(appKit))
  const actions = useMemo(
    () => ({
      start: (email: string) => startEmailUpdate(appKit, { email }),
      submitOtp: (otp: string) => submitEmailUpdateOtp(appKit, { otp }),
      resend: () => resendEmailUpdate(appKit),
      reset: () => resetEmailUpdate(appKit),
    }),
    [appKit],
  )
  return { ...state, available, ...actions }
}
