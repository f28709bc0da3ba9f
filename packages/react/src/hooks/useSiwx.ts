'use client'
import { siwxStateAtom } from '@openappkit/core/internal'
import {
  cancelSignInMutationOptions,
  signInMutationOptions,
  signOutMutationOptions,
} from '@openappkit/core/query'
import { useMutation } from '@tanstack/react-query'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * Sign in with X: the active account's `status` (`disabled` without the `siwx` option,
 * `disconnected`, `checking`, `signedOut`, `signingIn`, `signedIn`), its `session`, the last
 * sign-in's `error`, whether sign-in is `required`, and the actions.
 */
export function useSiwx() {
  const appKit = useAppKitInstance('useSiwx')
  const state = useAppKitAtom(appKit, siwxStateAtom(appKit))
  const signIn = useMutation(signInMutationOptions(appKit))
  const signOut = useMutation(signOutMutationOptions(appKit))
  const cancel = useMutation(cancelSignInMutationOptions(appKit))
  return {
    ...state,
    /** Signs in the active account; the modal's sign views follow it. */
    // The state carries each failure (`error`); the mutation's own copy would say it twice.
    signIn: () => signIn.mutate(undefined, { onError: () => {} }),
    signInAsync: () => signIn.mutateAsync(),
    /** Revokes the active account's session; the wallet stays connected. */
    signOut: () => signOut.mutate(),
    signOutAsync: () => signOut.mutateAsync(),
    /** The sign view's Cancel: disconnects when sign-in is required, and closes the modal. */
    cancel: () => cancel.mutate(),
    isSigningIn: signIn.isPending,
    isSigningOut: signOut.isPending,
  }
}

export type UseSiwxReturnType = ReturnType<typeof useSiwx>
