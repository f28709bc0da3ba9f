import type { QueryFunctionContext } from '@tanstack/query-core'
import type { GetWalletsResponse } from '../api/walletDirectory.ts'
import type { AppKit } from '../appKit.ts'
import { walletPageSize, walletSearchResultsLimit } from '../constants.ts'
import { restClient } from '../rest/restClient.ts'
import { cacheLifetimes, gcTimeFor } from './cacheLifetimes.ts'
import { queryKeys } from './queryKeys.ts'

export type WalletsQueryParameters = { search?: string | undefined }

/**
 * The wallet directory as an infinite query: pages of 40, or one page of up to 100 results for a
 * search. The app's include / exclude lists and configured chains narrow it.
 */
export function walletsQueryOptions(appKit: AppKit, parameters: WalletsQueryParameters = {}) {
  const search = parameters.search?.trim() || undefined
  const chains = appKit.networks.map((n) => n.caipNetworkId)
  const entries = search ? walletSearchResultsLimit : walletPageSize
  return {
    queryKey: queryKeys.wallets({ search, chains }),
    queryFn: async ({ pageParam, signal }: QueryFunctionContext<readonly unknown[], number>) =>
      (await restClient()).getWallets(appKit, {
        page: pageParam,
        entries,
        search,
        include: appKit.options.includeWalletIds,
        exclude: appKit.options.excludeWalletIds,
        chains,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: GetWalletsResponse, pages: readonly GetWalletsResponse[]) => {
      if (search) return undefined
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0)
      return last.data.length > 0 && loaded < last.count ? pages.length + 1 : undefined
    },
    enabled: appKit.options.services.walletDirectory !== false,
    staleTime: cacheLifetimes.wallets,
    gcTime: gcTimeFor(cacheLifetimes.wallets),
  }
}
