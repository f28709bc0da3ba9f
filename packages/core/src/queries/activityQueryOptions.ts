import type { QueryFunctionContext } from '@tanstack/query-core'
import { showToast } from '../actions/showToast.ts'
import { toastMessages } from '../alerts/toastMessages.ts'
import type { HistoryResponse } from '../api/history.ts'
import type { AppKit } from '../appKit.ts'
import { activityNamespaces } from '../constants.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { restClient } from '../rest/restClient.ts'
import { cachedFor, cacheLifetimes } from './cacheLifetimes.ts'
import { queryKeys } from './queryKeys.ts'
import { requireParameters } from './requireParameters.ts'

export type ActivityQueryParameters = { address?: string | undefined; network?: CaipNetwork | undefined }

/** Why there is no activity list: the app switched `history` or the data service off, or the network is not EVM. */
export type ActivityUnavailableReason = 'historyOff' | 'serviceOff' | 'notEvm'

export function getActivityUnavailableReason(
  appKit: AppKit,
  network: CaipNetwork | undefined,
): ActivityUnavailableReason | undefined {
  if (!appKit.options.features.history) return 'historyOff'
  if (appKit.options.services.blockchainApi === false) return 'serviceOff'
  if (!(activityNamespaces as readonly string[]).includes(network?.chainNamespace ?? '')) return 'notEvm'
  return undefined
}

/** Whether the app and the network have an activity list. */
export function isActivityAvailable(appKit: AppKit, network: CaipNetwork | undefined): boolean {
  return getActivityUnavailableReason(appKit, network) === undefined
}

/**
 * An address's transactions on a network as an infinite query: pages from the data service,
 * newest first, each page's `next` the cursor of the following one. A failed page shows the
 * "Failed to fetch transactions" toast once (no retry: the list offers to try again).
 */
export function activityQueryOptions(appKit: AppKit, parameters: ActivityQueryParameters) {
  const { address, network } = parameters
  return {
    queryKey: queryKeys.activity({ address, caipNetworkId: network?.caipNetworkId }),
    queryFn: async ({ pageParam, signal }: QueryFunctionContext<readonly unknown[], string | undefined>) => {
      try {
        return await (await restClient()).getHistory(appKit, {
          address: requireParameters(address, 'address'),
          chainId: requireParameters(network, 'network').caipNetworkId,
          cursor: pageParam,
          signal,
        })
      } catch (error) {
        if (!signal.aborted) void showToast(appKit, toastMessages.transactionsFetchFailed)
        throw error
      }
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: HistoryResponse) => last.next ?? undefined,
    enabled: Boolean(address) && isActivityAvailable(appKit, network),
    ...cachedFor(cacheLifetimes.activity),
  }
}
