import type { QueryFunctionContext } from '@tanstack/query-core'
import type { AppKit } from '../appKit.ts'
import { cachedFor, cacheLifetimes } from '../queries/cacheLifetimes.ts'
import { queryKeys } from '../queries/queryKeys.ts'
import { requireParameters } from '../queries/requireParameters.ts'
import { restClient } from '../rest/restClient.ts'

export type SmartSessionsQueryParameters = { caipAddress?: string | undefined }

/**
 * The smart sessions an EVM account granted (`GET /v1/sessions/{caipAddress}`), with the
 * `smartSessions` feature and the data service on; idle otherwise.
 */
export function smartSessionsQueryOptions(appKit: AppKit, parameters: SmartSessionsQueryParameters) {
  const { caipAddress } = parameters
  return {
    queryKey: queryKeys.smartSessions({ caipAddress }),
    queryFn: async ({ signal }: QueryFunctionContext) =>
      (await restClient()).getSmartSessions(appKit, {
        caipAddress: requireParameters(caipAddress, 'caipAddress'),
        signal,
      }),
    enabled:
      appKit.options.features.smartSessions &&
      Boolean(caipAddress?.startsWith('eip155:')) &&
      appKit.options.services.blockchainApi !== false,
    ...cachedFor(cacheLifetimes.smartSessions),
  }
}
