'use client'
import type { DisconnectParameters } from '@openappkit/core'
import { disconnectMutationOptions } from '@openappkit/core/query'
import { useMutation } from '@tanstack/react-query'
import { useAppKitInstance } from './useAppKitInstance.ts'

/** Disconnects one namespace, or every connected one. */
export function useDisconnect() {
  const appKit = useAppKitInstance('useDisconnect')
  const mutation = useMutation(disconnectMutationOptions(appKit))
  return {
    /** Errors land in `error`. */
    disconnect: (parameters?: DisconnectParameters) => mutation.mutate(parameters),
    disconnectAsync: (parameters?: DisconnectParameters) => mutation.mutateAsync(parameters),
    isPending: mutation.isPending,
    error: mutation.error,
  }
}

export type UseDisconnectReturnType = ReturnType<typeof useDisconnect>
