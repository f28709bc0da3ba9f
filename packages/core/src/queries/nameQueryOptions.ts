import type { QueryFunctionContext } from '@tanstack/query-core'
import { getName } from '../actions/getName'
import type { AppKit } from '../appKit'
import { nameNamespaces } from '../constants'
import type { ChainNamespace } from '../networks/types'
import { cacheLifetimes, gcTimeFor } from './cacheLifetimes'
import { queryKeys } from './queryKeys'
import { requireParameters } from './requireParameters'

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
    staleTime: cacheLifetimes.name,
    gcTime: gcTimeFor(cacheLifetimes.name),
    retry: false,
  }
}
