'use client'
import type { CaipNetwork, ChainNamespace, SwitchNetworkReturnType } from '@openappkit/core'
import { switchNetworkMutationOptions } from '@openappkit/core/query'
import { useMutation } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type UseNetworkParameters = { namespace?: ChainNamespace | undefined }

/** The active network (when it belongs to `namespace`, if given), the configured ones, and switching. */
export type UseNetworkReturnType = {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetwork['caipNetworkId'] | undefined
  chainId: CaipNetwork['id'] | undefined
  networks: readonly CaipNetwork[]
  /** Errors land in `error`. */
  switchNetwork: (network: CaipNetwork) => void
  /** Rejects with the wallet's refusal. */
  switchNetworkAsync: (network: CaipNetwork) => Promise<SwitchNetworkReturnType>
  isPending: boolean
  error: Error | null
}

export function useNetwork(parameters: UseNetworkParameters = {}): UseNetworkReturnType {
  const appKit = useAppKitInstance('useNetwork')
  const active = useAppKitAtom(appKit, appKit.atoms.activeCaipNetwork)
  const { namespace } = parameters
  const caipNetwork = namespace && active?.chainNamespace !== namespace ? undefined : active
  const networks = useMemo(
    () => (namespace ? appKit.networks.filter((n) => n.chainNamespace === namespace) : appKit.networks),
    [appKit, namespace],
  )
  const mutation = useMutation(switchNetworkMutationOptions(appKit))
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork?.id,
    networks,
    switchNetwork: mutation.mutate as (network: CaipNetwork) => void,
    switchNetworkAsync: mutation.mutateAsync,
    isPending: mutation.isPending,
    error: mutation.error,
  }
}
