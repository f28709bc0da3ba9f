import { type SignTypedDataParameters, signTypedData } from '../actions/signTypedData.ts'
import type { AppKit } from '../appKit.ts'

/** Signs EIP-712 typed data with the connected account (`signTypedData`), as a TanStack mutation. */
export function signTypedDataMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'signTypedData'] as const,
    mutationFn: (parameters: SignTypedDataParameters) => signTypedData(appKit, parameters),
  }
}
