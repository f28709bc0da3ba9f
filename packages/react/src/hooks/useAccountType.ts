'use client'
import { getAccountType, type SwitchableAccountType } from '@openappkit/core'
import { setPreferredAccountTypeMutationOptions } from '@openappkit/core/query'
import { useMutation } from '@tanstack/react-query'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * The embedded wallet's EVM account type (smart account or EOA), whether it can be switched on
 * the active network, and the switch: `switchAccountType` puts a failure in `error`; a wallet
 * that refuses the smart account keeps the EOA (and shows its toast), so `data` is the type in use.
 */
export function useAccountType() {
  const appKit = useAppKitInstance('useAccountType')
  // What getAccountType reads: re-rendered when the account, the network or the list changes.
  useAppKitAtom(appKit, appKit.atoms.account('eip155'))
  useAppKitAtom(appKit, appKit.atoms.activeCaipNetwork)
  useAppKitAtom(appKit, appKit.atoms.smartAccountEnabledNetworks)
  const mutation = useMutation(setPreferredAccountTypeMutationOptions(appKit))
  return {
    ...getAccountType(appKit),
    switchAccountType: (type: SwitchableAccountType) => mutation.mutate(type),
    switchAccountTypeAsync: (type: SwitchableAccountType) => mutation.mutateAsync(type),
    data: mutation.data,
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  }
}

export type UseAccountTypeReturnType = ReturnType<typeof useAccountType>
