import type { QueryFunctionContext } from '@tanstack/query-core'
import type { HistoryResponse } from '../api/history.ts'
import type { AppKit } from '../appKit'
import { activityNamespaces } from '../constants'
import type { CaipNetwork } from '../networks/types'
import { getHistory } from '../rest/restClient'
import { cacheLifetimes, gcTimeFor } from './cacheLifetimes'
import { queryKeys } from './queryKeys'
import { requireParameters } from './requireParameters'

export type ActivityQueryParameters = { address?: string | undefined; network?: CaipNetwork | undefined }

/** Whether the app and the network have an activity list (SPEC §9: EVM only; the `history` feature). */
export function isActivityAvailable(appKit: AppKit, network: CaipNetwork | undefined): boolean {
  return (
    appKit.options.features.history &&
    appKit.options.services.blockchainApi !== false &&
    (activityNamespaces as readonly string[]).includes(network?.chainNamespace ?? '')
  )
}

/**
 * An address's transactions on a network as an infinite query: pages from the data service,
 * newest first, each page's `next` the cursor of the following one.
 */
export function activityQueryOptions(appKit: AppKit, parameters: ActivityQueryParameters) {
  const { address, network } = parameters
  return {
    queryKey: queryKeys.activity({ address, caipNetworkId: network?.caipNetworkId }),
    queryFn: ({ pageParam, signal }: QueryFunctionContext<readonly unknown[], string | undefined>) =>
      getHistory(appKit, {
        address: requireParameters(address, 'address'),
        chainId: requireParameters(network, 'network').caipNetworkId,
        cursor: pageParam,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: HistoryResponse) => last.next ?? undefined,
    enabled: Boolean(address) && isActivityAvailable(appKit, network),
    staleTime: cacheLifetimes.activity,
    gcTime: gcTimeFor(cacheLifetimes.activity),
    // One more try, then the list says it could not load (react-query's three would keep a
    // spinner up for 7 s).
    retry: 1,
  }
}
