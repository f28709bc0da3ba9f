'use client'
import type { SignMessageParameters } from '@openappkit/core'
import { signMessageMutationOptions } from '@openappkit/core/query'
import { useMutation } from '@tanstack/react-query'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * Signs a message with the connected account of the active namespace (or the one named):
 * `signMessage` puts the outcome in `data` / `error`, `signMessageAsync` returns it. A refusal in
 * the wallet is `UserRejectedRequestError`.
 */
export function useSignMessage() {
  const appKit = useAppKitInstance('useSignMessage')
  const mutation = useMutation(signMessageMutationOptions(appKit))
  return {
    signMessage: (parameters: SignMessageParameters) => mutation.mutate(parameters),
    signMessageAsync: (parameters: SignMessageParameters) => mutation.mutateAsync(parameters),
    data: mutation.data,
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  }
}

export type UseSignMessageReturnType = ReturnType<typeof useSignMessage>
