import type { QueryFunctionContext } from '@tanstack/query-core'
import type { WalletListing } from '../api/walletDirectory.ts'
import type { AppKit } from '../appKit.ts'
import { restClient } from '../rest/restClient.ts'
import { cacheLifetimes, gcTimeFor } from './cacheLifetimes.ts'
import { queryKeys } from './queryKeys.ts'

/** The app's featured wallets from the directory, in the order the app listed them. */
export function featuredWalletsQueryOptions(appKit: AppKit) {
  const ids = appKit.options.featuredWalletIds
  return {
    queryKey: queryKeys.featuredWallets({ ids }),
    queryFn: async ({ signal }: QueryFunctionContext): Promise<WalletListing[]> => {
      const { data } = await (await restClient()).getWallets(appKit, {
        include: ids,
        entries: ids.length,
        signal,
      })
      return ids.flatMap((id) => data.filter((wallet) => wallet.id === id))
    },
    enabled: ids.length > 0 && appKit.options.services.walletDirectory !== false,
    staleTime: cacheLifetimes.wallets,
    gcTime: gcTimeFor(cacheLifetimes.wallets),
  }
}
