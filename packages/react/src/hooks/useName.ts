'use client'
import type { ChainNamespace, GetNameReturnType } from '@openappkit/core'
import { nameQueryOptions } from '@openappkit/core/query'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { type QueryParameter, withQueryParameter } from './queryParameter.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useQueryTarget } from './useQueryTarget.ts'

export type UseNameParameters<TData = GetNameReturnType> = {
  address?: string | undefined
  namespace?: ChainNamespace | undefined
  /** TanStack Query options over the name (`select`, `enabled`...). */
  query?: QueryParameter<GetNameReturnType, TData> | undefined
}

export type UseNameReturnType<TData = GetNameReturnType> = UseQueryResult<TData, Error>

/** The `label.reown.id` name of an address (the connected one by default), or null; fresh for 5 min. */
export function useName<TData = GetNameReturnType>(
  parameters: UseNameParameters<TData> = {},
): UseNameReturnType<TData> {
  const appKit = useAppKitInstance('useName')
  const { address, namespace } = useQueryTarget(appKit, parameters)
  const options = nameQueryOptions(appKit, { address, namespace })
  return useQuery(withQueryParameter(options, parameters.query)) as UseNameReturnType<TData>
}
