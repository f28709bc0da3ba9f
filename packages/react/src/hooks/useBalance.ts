'use client'
import { balanceQueryOptions } from '@openappkit/core/query'
import { useQuery } from '@tanstack/react-query'
import { useAppKitInstance } from './useAppKitInstance'
import { type QueryTargetParameters, useQueryTarget } from './useQueryTarget'

export type UseBalanceParameters = QueryTargetParameters

/**
 * The native balance (`{ value, decimals, symbol, formatted }`), fresh for 30 s: from the data
 * service, or from the chain when the app switched the service off. Shares its request with
 * `usePortfolio`.
 */
export function useBalance(parameters: UseBalanceParameters = {}) {
  const appKit = useAppKitInstance('useBalance')
  return useQuery(balanceQueryOptions(appKit, useQueryTarget(appKit, parameters)))
}
