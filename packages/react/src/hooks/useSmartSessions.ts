'use client'
import { revokeSmartSessionMutationOptions, smartSessionsQueryOptions } from '@openappkit/core/query'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * The smart sessions the connected EVM account granted, and `revoke(pci)`, which has the wallet
 * sign the pci and reads the list again. Idle with the `smartSessions` feature or the data
 * service off, and without an EVM account.
 */
export function useSmartSessions() {
  const appKit = useAppKitInstance('useSmartSessions')
  const caipAddress = useAppKitAtom(appKit, appKit.atoms.accountField('eip155', 'caipAddress'))
  const sessions = useQuery(smartSessionsQueryOptions(appKit, { caipAddress }))
  const revoke = useMutation(revokeSmartSessionMutationOptions(appKit))
  return {
    sessions,
    revoke: (pci: string) => revoke.mutate({ pci }),
    revokeAsync: (pci: string) => revoke.mutateAsync({ pci }),
    /** The pci being revoked, while its request runs. */
    revoking: revoke.isPending ? revoke.variables?.pci : undefined,
    revokeError: revoke.error,
  }
}

export type UseSmartSessionsReturnType = ReturnType<typeof useSmartSessions>
