'use client'
import {
  type FarcasterLoginState,
  type GetAccountReturnType,
  resetFarcasterLogin,
  startFarcasterLogin,
} from '@openappkit/core'
import { farcasterLoginAtom, farcasterLoginAvailableAtom } from '@openappkit/core/internal'
import { useMemo } from 'react'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type UseFarcasterLoginReturnType = FarcasterLoginState & {
  /** The embedded wallet is there (the one `createAppKit` makes): a Farcaster login can run. */
  available: boolean
  /** Asks for a sign-in link (`url`), waits for the approval in Farcaster, then connects. */
  start(): Promise<GetAccountReturnType>
  /** After a failure: a new link, and the wait starts over (`start` again). */
  retry(): Promise<GetAccountReturnType>
  reset(): void
}

/**
 * The embedded wallet's Farcaster login: `step` (idle, preparing, waiting, connecting, connected,
 * failed), `url` (the sign-in link to show as a QR code or open in Farcaster while waiting),
 * `failure` (`expired` or `refused`) and `error`; `start()` / `retry()` resolve with the
 * connected account and reject with the error.
 */
export function useFarcasterLogin(): UseFarcasterLoginReturnType {
  const appKit = useAppKitInstance('useFarcasterLogin')
  const state = useAppKitAtom(appKit, farcasterLoginAtom(appKit))
  const available = useAppKitAtom(appKit, farcasterLoginAvailableAtom(appKit))
  const actions = useMemo(() => {
    const start = () => startFarcasterLogin(appKit)
    return { start, retry: start, reset: () => resetFarcasterLogin(appKit) }
  }, [appKit])
  return { ...state, available, ...actions }
}
