import type { QueryFunctionContext } from '@tanstack/query-core'
import type { AppKit } from '../appKit.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { isActivityAvailable } from '../queries/activityQueryOptions.ts'
import { cachedFor, cacheLifetimes } from '../queries/cacheLifetimes.ts'
import { queryKeys } from '../queries/queryKeys.ts'
import { fetchNfts } from './fetchNfts.ts'
import type { Nft } from './nftHoldings.ts'

/**
 * History pages read for the NFTs: the newest 5 (100 transactions on the devstack; the hosted
 * service's page size is its provider's). An NFT received before them is not listed: the service
 * has no holdings call, and reading an account's whole history for one tab is not a cost to hide.
 */
export const nftHistoryPageLimit = 5

export type NftsQueryParameters = { address?: string | undefined; network?: CaipNetwork | undefined }

/**
 * The NFTs an address holds on a network, derived from its history (`nftHoldings`): enabled where
 * the activity list is (`history` feature and data service on, EVM networks), 30 s as the
 * activity. A failed or garbage page fails the query (the tab offers to try again).
 */
export function nftsQueryOptions(appKit: AppKit, parameters: NftsQueryParameters) {
  const { address, network } = parameters
  return {
    queryKey: queryKeys.nfts({ address, caipNetworkId: network?.caipNetworkId }),
    queryFn: ({ signal }: QueryFunctionContext): Promise<Nft[]> =>
      fetchNfts(appKit, { address, network, pageLimit: nftHistoryPageLimit, signal }),
    enabled: Boolean(address) && isActivityAvailable(appKit, network),
    ...cachedFor(cacheLifetimes.activity),
  }
}
