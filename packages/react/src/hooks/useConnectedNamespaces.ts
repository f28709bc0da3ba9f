'use client'
import type { CaipNetwork } from '@openappkit/core'
import { connectedNamespacesAtom } from '@openappkit/core/internal'
import { switchNetworkMutationOptions } from '@openappkit/core/query'
import { useMutation } from '@tanstack/react-query'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * The namespaces with an account (EVM and Solana side by side), each on the network its wallet
 * is on, the active one marked; `moveTo` makes one of them active (core's `switchNetwork`: the
 * network is set and the account taken up).
 */
export function useConnectedNamespaces() {
  const appKit = useAppKitInstance('useConnectedNamespaces')
  const namespaces = useAppKitAtom(appKit, connectedNamespacesAtom(appKit))
  const mutation = useMutation(switchNetworkMutationOptions(appKit))
  return {
    namespaces,
    /** Rejects with the wallet's refusal when its wallet had to switch and said no. */
    moveToAsync: (network: CaipNetwork) => mutation.mutateAsync(network),
    isPending: mutation.isPending,
    error: mutation.error,
  }
}

export type UseConnectedNamespacesReturnType = ReturnType<typeof useConnectedNamespaces>
