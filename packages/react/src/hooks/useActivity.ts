'use client'
import { filterTransactionsForDisplay, groupTransactions } from '@openappkit/core/internal'
import { activityQueryOptions, getActivityUnavailableReason } from '@openappkit/core/query'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance'
import { type QueryTargetParameters, useQueryTarget } from './useQueryTarget'

export type UseActivityParameters = QueryTargetParameters

/**
 * The account's transactions on the active network, from the data service, 20 a page (the
 * service's size), newest first: `transactions` as the list shows them (SPEC §5: the connected
 * chain's only, spam-NFT-only ones hidden) and `groups` by year then month. `available` is false
 * with the `history` feature or the data service off, and on non-EVM networks (SPEC §9);
 * `unavailableReason` says which. A failed page shows core's "Failed to fetch transactions"
 * toast; the pages loaded before stay.
 */
export function useActivity(parameters: UseActivityParameters = {}) {
  const appKit = useAppKitInstance('useActivity')
  const target = useQueryTarget(appKit, parameters)
  const query = useInfiniteQuery(activityQueryOptions(appKit, target))
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
    /** A refresh of pages already loaded failed: they stay. */
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
