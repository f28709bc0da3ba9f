'use client'
import type { AccountNameZone } from '@openappkit/core'
import { isValidAccountName } from '@openappkit/core'
import { nameSuggestionsQueryOptions, registerNameMutationOptions } from '@openappkit/core/query'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type UseRegisterNameParameters = {
  /** The label being typed (`alice`) or a full name; suggestions follow it. */
  name?: string | undefined
  zone?: AccountNameZone | undefined
}

/**
 * A name for the connected EVM account: `isValid` (core's rule),
 * `suggestions` for the name typed (with the zone), and `register(name)`, which has the wallet
 * sign and registers the name (with the modal open, through RegisterAccountNameSuccess and back
 * to RegisterAccountName on failure); the account's name follows. A taken name fails with the
 * service's reason, a refusal with `UserRejectedRequestError`.
 */
export function useRegisterName(parameters: UseRegisterNameParameters = {}) {
  const appKit = useAppKitInstance('useRegisterName')
  const suggestions = useQuery(nameSuggestionsQueryOptions(appKit, parameters))
  const mutation = useMutation(registerNameMutationOptions(appKit))
  const zone = parameters.zone
  return {
    isValid: parameters.name !== undefined && isValidAccountName(parameters.name),
    suggestions,
    register: (name: string) => mutation.mutate({ name, zone }),
    registerAsync: (name: string) => mutation.mutateAsync({ name, zone }),
    isPending: mutation.isPending,
    error: mutation.error,
    data: mutation.data,
    reset: mutation.reset,
  }
}

export type UseRegisterNameReturnType = ReturnType<typeof useRegisterName>
