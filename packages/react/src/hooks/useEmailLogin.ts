'use client'
import { resetEmailLogin, startEmailLogin, submitEmailOtp } from '@openappkit/core'
import { emailLoginAtom } from '@openappkit/core/internal'
import { useMemo } from 'react'
import { useAppKitAtom } from './useAppKitAtom'
import { useAppKitInstance } from './useAppKitInstance'

/**
 * The embedded wallet's email login (SPEC §4): `step` (idle, sending, verifyDevice, verifyOtp,
 * connecting, connected), the `email` and the last `error`; `start(email)` sends the email,
 * `submitOtp(code)` the code from it, `reset()` starts over. Each rejects with its error too.
 */
export function useEmailLogin() {
  const appKit = useAppKitInstance('useEmailLogin')
  const state = useAppKitAtom(appKit, emailLoginAtom(appKit))
  const actions = useMemo(
    () => ({
      start: (email: string) => startEmailLogin(appKit, { email }),
      submitOtp: (otp: string) => submitEmailOtp(appKit, { otp }),
      reset: () => resetEmailLogin(appKit),
    }),
    [appKit],
  )
  return { ...state, ...actions }
}
