import { type SignMessageParameters, signMessage } from '../actions/signMessage.ts'
import type { AppKit } from '../appKit.ts'

/** Signs a message with the connected account (`signMessage`), as a TanStack mutation. */
export function signMessageMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'signMessage'] as const,
    mutationFn: (parameters: SignMessageParameters) => signMessage(appKit, parameters),
  }
}
