'use client'
import type { AccountNameZone, GetNameSuggestionsReturnType, NameRecord } from '@openappkit/core'
import { isValidAccountName } from '@openappkit/core'
import { nameSuggestionsQueryOptions, registerNameMutationOptions } from '@openappkit/core/query'
import { type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query'
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
export type UseRegisterNameReturnType = {
  isValid: boolean
  suggestions: UseQueryResult<GetNameSuggestionsReturnType, Error>
  register(name: string): void
  registerAsync(name: string): Promise<NameRecord>
  isPending: boolean
  error: Error | null
  data: NameRecord | undefined
  reset(): void
}

export function useRegisterName(parameters: UseRegisterNameParameters = {}): UseRegisterNameReturnType {
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
