import type { QueryFunctionContext } from '@tanstack/query-core'
import { getName } from '../actions/getName.ts'
import type { AppKit } from '../appKit.ts'
import { nameNamespaces } from '../constants.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { cachedFor, cacheLifetimes } from './cacheLifetimes.ts'
import { queryKeys } from './queryKeys.ts'
import { requireParameters } from './requireParameters.ts'

export type NameQueryParameters = { address?: string | undefined; namespace?: ChainNamespace | undefined }

/** The name-service name of an address (eip155 only), fresh for 5 min; off with the data service. */
export function nameQueryOptions(appKit: AppKit, parameters: NameQueryParameters) {
  const { address, namespace = 'eip155' } = parameters
  return {
    queryKey: queryKeys.name({ address }),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getName(appKit, { address: requireParameters(address, 'address'), signal }),
    enabled:
      Boolean(address) &&
      (nameNamespaces as readonly ChainNamespace[]).includes(namespace) &&
      appKit.options.services.blockchainApi !== false,
    ...cachedFor(cacheLifetimes.name),
  }
}
