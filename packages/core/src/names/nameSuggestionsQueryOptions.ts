import type { QueryFunctionContext } from '@tanstack/query-core'
import type { AppKit } from '../appKit.ts'
import { queryKeys } from '../queries/queryKeys.ts'
import { restClient } from '../rest/restClient.ts'
import { type AccountNameZone, accountNameLabel, isValidAccountName } from './accountName.ts'

export type NameSuggestionsQueryParameters = { name?: string | undefined; zone?: AccountNameZone | undefined }

/**
 * Names to offer for a label (`GET /v1/profile/suggestions`, with the zone): enabled once the
 * label passes the name rule and the data service is on; fresh 30 s (ours: names are taken by
 * others meanwhile).
 */
export function nameSuggestionsQueryOptions(appKit: AppKit, parameters: NameSuggestionsQueryParameters) {
  const label = parameters.name === undefined ? undefined : accountNameLabel(parameters.name)
  const zone = parameters.zone ?? 'reown.id'
  return {
    queryKey: queryKeys.nameSuggestions({ name: label, zone }),
    queryFn: async ({ signal }: QueryFunctionContext) =>
      (await restClient()).getNameSuggestions(appKit, { name: label ?? '', zone, signal }),
    enabled:
      label !== undefined && isValidAccountName(label) && appKit.options.services.blockchainApi !== false,
    staleTime: 30_000,
    retry: false,
  }
}
