'use client'
import type { SignTypedDataParameters } from '@openappkit/core'
import { signTypedDataMutationOptions } from '@openappkit/core/query'
import { useMutation } from '@tanstack/react-query'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * Signs EIP-712 typed data with the connected EVM account: `signTypedData` puts the outcome in
 * `data` / `error`, `signTypedDataAsync` returns it. Solana has no typed data: asked there, it
 * fails before a wallet is asked (sign a message instead). A refusal is `UserRejectedRequestError`.
 */
export function useSignTypedData() {
  const appKit = useAppKitInstance('useSignTypedData')
  const mutation = useMutation(signTypedDataMutationOptions(appKit))
  return {
    signTypedData: (parameters: SignTypedDataParameters) => mutation.mutate(parameters),
    signTypedDataAsync: (parameters: SignTypedDataParameters) => mutation.mutateAsync(parameters),
    data: mutation.data,
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  }
}

export type UseSignTypedDataReturnType = ReturnType<typeof useSignTypedData>
