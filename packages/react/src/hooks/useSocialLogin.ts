'use client'
import {
  type GetAccountReturnType,
  resetSocialLogin,
  type SocialLoginState,
  type SocialOption,
  type SocialProvider,
  startSocialLogin,
} from '@openappkit/core'
import { offeredSocialsAtom, socialLoginAtom } from '@openappkit/core/internal'
import { useMemo } from 'react'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type UseSocialLoginReturnType = SocialLoginState & {
  /** The socials to offer, in the app's order (`features.socials`, less what Telegram's web app cannot open); empty without an embedded wallet. */
  socials: SocialOption[]
  /** Opens the provider's login window: call it in the click, or the browser may block the window. */
  start(provider: SocialProvider): Promise<GetAccountReturnType>
  /** Starts again with the last provider (in a click too). */
  retry(): Promise<GetAccountReturnType>
  reset(): void
}

/**
 * The embedded wallet's social login: `step` (idle, waiting for the login window, connecting,
 * connected, failed), the `provider`, and on failure an `error` whose `failure` says why
 * (popupBlocked, closed, refused, timeout, error). `start(provider)` and `retry()` reject with it too.
 */
export function useSocialLogin(): UseSocialLoginReturnType {
  const appKit = useAppKitInstance('useSocialLogin')
  const state = useAppKitAtom(appKit, socialLoginAtom(appKit))
  const socials = useAppKitAtom(appKit, offeredSocialsAtom(appKit))
  const actions = useMemo(
    () => ({
      start: (provider: SocialProvider) => startSocialLogin(appKit, { provider }),
      retry: () => {
        const { provider } = appKit.store.get(socialLoginAtom(appKit))
        if (!provider) return Promise.reject(new Error('No social login to retry'))
        return startSocialLogin(appKit, { provider })
      },
      reset: () => resetSocialLogin(appKit),
    }),
    [appKit],
  )
  return { ...state, socials, ...actions }
}
