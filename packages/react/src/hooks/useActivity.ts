'use client'
import type { Transaction, TransactionYearGroup } from '@openappkit/core'
import { filterTransactionsForDisplay, groupTransactions } from '@openappkit/core/internal'
import {
  type ActivityUnavailableReason,
  activityQueryOptions,
  getActivityUnavailableReason,
} from '@openappkit/core/query'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { withQueryParameter } from './queryParameter.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { type QueryTargetParameters, useQueryTarget } from './useQueryTarget.ts'

export type UseActivityParameters = QueryTargetParameters & {
  /** TanStack Query options of the history query that an infinite list can take. */
  query?: UseActivityQueryParameter | undefined
}

export type UseActivityQueryParameter = {
  /** Both this and the SDK's own condition (history on, an EVM address). */
  enabled?: boolean | undefined
  refetchInterval?: number | false | undefined
  refetchOnWindowFocus?: boolean | undefined
  refetchOnMount?: boolean | undefined
  staleTime?: number | undefined
  meta?: Record<string, unknown> | undefined
}

export type UseActivityReturnType = {
  available: boolean
  unavailableReason: ActivityUnavailableReason | undefined
  /** As the list shows them: the connected chain's only, spam-NFT-only ones hidden. */
  transactions: Transaction[]
  groups: TransactionYearGroup<Transaction>[]
  isLoading: boolean
  isError: boolean
  /** A refresh of pages already loaded failed: they stay. */
  isRefetchError: boolean
  isFetching: boolean
  error: Error | null
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => Promise<unknown>
  refetch: () => Promise<unknown>
}

/**
 * The account's transactions on the active network, from the data service, 20 a page (the
 * service's size), newest first: `transactions` as the list shows them (the connected
 * chain's only, spam-NFT-only ones hidden) and `groups` by year then month. `available` is false
 * with the `history` feature or the data service off, and on non-EVM networks;
 * `unavailableReason` says which. A failed page shows core's "Failed to fetch transactions"
 * toast; the pages loaded before stay.
 */
export function useActivity(parameters: UseActivityParameters = {}): UseActivityReturnType {
  const appKit = useAppKitInstance('useActivity')
  const { query: queryParameter, ...targetParameters } = parameters
  const target = useQueryTarget(appKit, targetParameters)
  const query = useInfiniteQuery(withQueryParameter(activityQueryOptions(appKit, target), queryParameter))
  const caipNetworkId = target.network?.caipNetworkId
  const transactions = useMemo(
    () =>
      caipNetworkId
        ? filterTransactionsForDisplay(query.data?.pages.flatMap((page) => page.data) ?? [], caipNetworkId)
        : [],
    [query.data, caipNetworkId],
  )
  const groups = useMemo(() => groupTransactions(transactions), [transactions])
  const unavailableReason = getActivityUnavailableReason(appKit, target.network)
  return {
    available: unavailableReason === undefined,
    unavailableReason,
    transactions,
    groups,
    isLoading: query.isLoading,
    isError: query.isError,
    isRefetchError: query.isRefetchError,
    isFetching: query.isFetching,
    error: query.error,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    fetchNextPage: query.fetchNextPage,
    refetch: query.refetch,
  }
}
