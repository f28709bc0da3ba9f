'use client'
import type { ChainNamespace, GetIdentityWithFallbackReturnType } from '@openappkit/core'
import { identityQueryOptions } from '@openappkit/core/query'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { type QueryParameter, withQueryParameter } from './queryParameter.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useQueryTarget } from './useQueryTarget.ts'

export type UseIdentityParameters<TData = GetIdentityWithFallbackReturnType> = {
  address?: string | undefined
  namespace?: ChainNamespace | undefined
  /** TanStack Query options over `{ name, avatar }` (`select`, `enabled`...). */
  query?: QueryParameter<GetIdentityWithFallbackReturnType, TData> | undefined
}

export type UseIdentityReturnType<TData = GetIdentityWithFallbackReturnType> = UseQueryResult<TData, Error>

/**
 * Name and avatar of an address (the connected one by default), fresh for 5 min. Falls back to
 * the name service without an image when the identity call fails; idle for non-EVM addresses
 * and when the data service is off.
 */
export function useIdentity<TData = GetIdentityWithFallbackReturnType>(
  parameters: UseIdentityParameters<TData> = {},
): UseIdentityReturnType<TData> {
  const appKit = useAppKitInstance('useIdentity')
  const { address, namespace } = useQueryTarget(appKit, parameters)
  const options = identityQueryOptions(appKit, { address, namespace })
  return useQuery(withQueryParameter(options, parameters.query)) as UseIdentityReturnType<TData>
}
