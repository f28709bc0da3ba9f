'use client'
import type { GetPortfolioReturnType } from '@openappkit/core'
import { portfolioQueryOptions } from '@openappkit/core/query'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { type QueryParameter, withQueryParameter } from './queryParameter.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { type QueryTargetParameters, useQueryTarget } from './useQueryTarget.ts'

export type UsePortfolioParameters<TData = GetPortfolioReturnType> = QueryTargetParameters & {
  /** TanStack Query options over the balances (`select`, `enabled`, `refetchInterval`...). */
  query?: QueryParameter<GetPortfolioReturnType, TData> | undefined
}

export type UsePortfolioReturnType<TData = GetPortfolioReturnType> = UseQueryResult<TData, Error>

/** Token balances with prices (the native coin included), fresh for 30 s. */
export function usePortfolio<TData = GetPortfolioReturnType>(
  parameters: UsePortfolioParameters<TData> = {},
): UsePortfolioReturnType<TData> {
  const appKit = useAppKitInstance('usePortfolio')
  const { query, ...target } = parameters
  const options = portfolioQueryOptions(appKit, useQueryTarget(appKit, target))
  return useQuery(withQueryParameter(options, query)) as UsePortfolioReturnType<TData>
}
