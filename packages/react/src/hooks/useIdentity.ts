'use client'
import type { ChainNamespace } from '@openappkit/core'
import { identityQueryOptions } from '@openappkit/core/query'
import { useQuery } from '@tanstack/react-query'
import { useAppKitInstance } from './useAppKitInstance'
import { useQueryTarget } from './useQueryTarget'

export type UseIdentityParameters = { address?: string | undefined; namespace?: ChainNamespace | undefined }

/**
 * Name and avatar of an address (the connected one by default), fresh for 5 min. Falls back to
 * the name service without an image when the identity call fails; idle for non-EVM addresses
 * and when the data service is off.
 */
export function useIdentity(parameters: UseIdentityParameters = {}) {
  const appKit = useAppKitInstance('useIdentity')
  const { address, namespace } = useQueryTarget(appKit, parameters)
  return useQuery(identityQueryOptions(appKit, { address, namespace }))
}
