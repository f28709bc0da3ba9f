'use client'
import type { NativeBalance } from '@openappkit/core'
import { balanceQueryOptions } from '@openappkit/core/query'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { type QueryParameter, withQueryParameter } from './queryParameter.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { type QueryTargetParameters, useQueryTarget } from './useQueryTarget.ts'

export type UseBalanceParameters<TData = NativeBalance | undefined> = QueryTargetParameters & {
  /** TanStack Query options over the balance (`select`, `enabled`, `refetchInterval`...). */
  query?: QueryParameter<NativeBalance | undefined, TData> | undefined
}

export type UseBalanceReturnType<TData = NativeBalance | undefined> = UseQueryResult<TData, Error>

/**
 * The native balance (`{ value, decimals, symbol, formatted }`), fresh for 30 s: from the data
 * service, or from the chain when the app switched the service off. Shares its request with
 * `usePortfolio`.
 */
export function useBalance<TData = NativeBalance | undefined>(
  parameters: UseBalanceParameters<TData> = {},
): UseBalanceReturnType<TData> {
  const appKit = useAppKitInstance('useBalance')
  const { query, ...target } = parameters
  const options = balanceQueryOptions(appKit, useQueryTarget(appKit, target))
  return useQuery(withQueryParameter(options, query)) as UseBalanceReturnType<TData>
}
