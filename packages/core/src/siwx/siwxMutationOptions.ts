import type { AppKit } from '../appKit.ts'
import { cancelSignIn } from './cancelSignIn.ts'
import { signIn } from './signIn.ts'
import { signOut } from './signOut.ts'

export function signInMutationOptions(appKit: AppKit) {
  return { mutationKey: ['openappkit', 'siwx', 'signIn'] as const, mutationFn: () => signIn(appKit) }
}

export function signOutMutationOptions(appKit: AppKit) {
  return { mutationKey: ['openappkit', 'siwx', 'signOut'] as const, mutationFn: () => signOut(appKit) }
}

export function cancelSignInMutationOptions(appKit: AppKit) {
  return { mutationKey: ['openappkit', 'siwx', 'cancel'] as const, mutationFn: () => cancelSignIn(appKit) }
}
