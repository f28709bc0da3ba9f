'use client'
import {
  type EmailLoginState,
  type EmailLoginStep,
  type GetAccountReturnType,
  resetEmailLogin,
  startEmailLogin,
  submitEmailOtp,
} from '@openappkit/core'
import { emailLoginAtom, emailLoginAvailableAtom, originRefusedAtom } from '@openappkit/core/internal'
import { useMemo } from 'react'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type UseEmailLoginReturnType = EmailLoginState & {
  /** `features.email` is on and there is a frame client (the SDK's, or one the app attached): an email login can run. */
  available: boolean
  /** This page's origin is not on the project's allowlist: every login refuses (and says so). */
  originRefused: boolean
  /** Sends the login email; resolves with the step the frame asked for next. */
  start(email: string): Promise<EmailLoginStep>
  /** Sends the code from the email; resolves with the connected account. */
  submitOtp(otp: string): Promise<GetAccountReturnType>
  reset(): void
}

/**
 * The embedded wallet's email login: `step` (idle, sending, verifyDevice, verifyOtp,
 * connecting, connected), the `email` and the last `error`; `start(email)` sends the email,
 * `submitOtp(code)` the code from it, `reset()` starts over. Each rejects with its error too.
 * `available` says whether a login can run at all (the modal shows its email entry only then).
 */
export function useEmailLogin(): UseEmailLoginReturnType {
  const appKit = useAppKitInstance('useEmailLogin')
  const state = useAppKitAtom(appKit, emailLoginAtom(appKit))
  const available = useAppKitAtom(appKit, emailLoginAvailableAtom(appKit))
  const originRefused = useAppKitAtom(appKit, originRefusedAtom(appKit))
  const actions = useMemo(
    () => ({
      start: (email: string) => startEmailLogin(appKit, { email }),
      submitOtp: (otp: string) => submitEmailOtp(appKit, { otp }),
      reset: () => resetEmailLogin(appKit),
    }),
    [appKit],
  )
  return { ...state, available, originRefused, ...actions }
}
