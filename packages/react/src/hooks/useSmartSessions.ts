'use client'
import type { SmartSession } from '@openappkit/core'
import { revokeSmartSessionMutationOptions, smartSessionsQueryOptions } from '@openappkit/core/query'
import { type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * The smart sessions the connected EVM account granted, and `revoke(pci)`, which has the wallet
 * sign the pci and reads the list again. Idle with the `smartSessions` feature or the data
 * service off, and without an EVM account.
 */
export type UseSmartSessionsReturnType = {
  sessions: UseQueryResult<SmartSession[], Error>
  revoke(pci: string): void
  revokeAsync(pci: string): Promise<void>
  /** The pci being revoked, while its request runs. */
  revoking: string | undefined
  revokeError: Error | null
}

export function useSmartSessions(): UseSmartSessionsReturnType {
  const appKit = useAppKitInstance('useSmartSessions')
  const caipAddress = useAppKitAtom(appKit, appKit.atoms.accountField('eip155', 'caipAddress'))
  const sessions = useQuery(smartSessionsQueryOptions(appKit, { caipAddress }))
  const revoke = useMutation(revokeSmartSessionMutationOptions(appKit))
  return {
    sessions,
    revoke: (pci: string) => revoke.mutate({ pci }),
    revokeAsync: (pci: string) => revoke.mutateAsync({ pci }),
    revoking: revoke.isPending ? revoke.variables?.pci : undefined,
    revokeError: revoke.error,
  }
}
