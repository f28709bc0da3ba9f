import type { QueryFunctionContext } from '@tanstack/query-core'
import { getIdentityWithFallback } from '../actions/getIdentityWithFallback.ts'
import type { AppKit } from '../appKit.ts'
import { nameNamespaces } from '../constants.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { cachedFor, cacheLifetimes } from './cacheLifetimes.ts'
import { queryKeys } from './queryKeys.ts'
import { requireParameters } from './requireParameters.ts'

export type IdentityQueryParameters = { address?: string | undefined; namespace?: ChainNamespace | undefined }

/** Name and avatar of an address (eip155 only), fresh for 5 min; off with the data service. */
export function identityQueryOptions(appKit: AppKit, parameters: IdentityQueryParameters) {
  const { address, namespace = 'eip155' } = parameters
  return {
    queryKey: queryKeys.identity({ address }),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getIdentityWithFallback(appKit, { address: requireParameters(address, 'address'), signal }),
    enabled:
      Boolean(address) &&
      (nameNamespaces as readonly ChainNamespace[]).includes(namespace) &&
      appKit.options.services.blockchainApi !== false,
    ...cachedFor(cacheLifetimes.identity),
  }
}
