import type { QueryFunctionContext } from '@tanstack/query-core'
import type { AppKit } from '../appKit.ts'
import { restClient } from '../rest/restClient.ts'
import { cachedFor, cacheLifetimes } from './cacheLifetimes.ts'
import { queryKeys } from './queryKeys.ts'
import { requireParameters } from './requireParameters.ts'

/** Who `label.reown.id` points at, fresh for 5 min; off with the data service. */
export function nameRecordQueryOptions(appKit: AppKit, parameters: { name?: string | undefined }) {
  const { name } = parameters
  return {
    queryKey: queryKeys.nameRecord({ name }),
    queryFn: async ({ signal }: QueryFunctionContext) =>
      (await restClient()).getNameRecord(appKit, { name: requireParameters(name, 'name'), signal }),
    enabled: Boolean(name) && appKit.options.services.blockchainApi !== false,
    ...cachedFor(cacheLifetimes.nameRecord),
  }
}
