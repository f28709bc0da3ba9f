import type { QueryFunctionContext } from '@tanstack/query-core'
import type { AppKit } from '../appKit.ts'
import { restClient } from '../rest/restClient.ts'
import { cachedFor, cacheLifetimes } from './cacheLifetimes.ts'
import { queryKeys } from './queryKeys.ts'

/** The networks the blockchain data service answers for (GET /v1/supported-chains), kept for an hour. */
export function supportedChainsQueryOptions(appKit: AppKit) {
  return {
    queryKey: queryKeys.supportedChains(),
    queryFn: async ({ signal }: QueryFunctionContext) =>
      (await restClient()).getSupportedChains(appKit, { signal }),
    enabled: appKit.options.services.blockchainApi !== false,
    ...cachedFor(cacheLifetimes.supportedChains),
  }
}
