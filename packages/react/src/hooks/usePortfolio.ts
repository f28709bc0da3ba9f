'use client'
import { portfolioQueryOptions } from '@openappkit/core/query'
import { useQuery } from '@tanstack/react-query'
import { useAppKitInstance } from './useAppKitInstance'
import { type QueryTargetParameters, useQueryTarget } from './useQueryTarget'

export type UsePortfolioParameters = QueryTargetParameters

/** Token balances with prices (the native coin included), fresh for 30 s. */
export function usePortfolio(parameters: UsePortfolioParameters = {}) {
  const appKit = useAppKitInstance('usePortfolio')
  return useQuery(portfolioQueryOptions(appKit, useQueryTarget(appKit, parameters)))
}
