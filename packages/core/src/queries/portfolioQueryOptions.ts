import type { QueryFunctionContext } from '@tanstack/query-core'
import { getPortfolio } from '../actions/getPortfolio'
import type { AppKit } from '../appKit'
import type { CaipNetwork } from '../networks/types'
import { cacheLifetimes, gcTimeFor } from './cacheLifetimes'
import { queryKeys } from './queryKeys'
import { requireParameters } from './requireParameters'

export type PortfolioQueryParameters = { address?: string | undefined; network?: CaipNetwork | undefined }

/** Token and native balances of an address on a network, fresh for 30 s. */
export function portfolioQueryOptions(appKit: AppKit, parameters: PortfolioQueryParameters) {
  const { address, network } = parameters
  return {
    queryKey: queryKeys.portfolio({ address, caipNetworkId: network?.caipNetworkId }),
    queryFn: ({ signal }: QueryFunctionContext) =>
      getPortfolio(appKit, {
        address: requireParameters(address, 'address'),
        network: requireParameters(network, 'network'),
        signal,
      }),
    enabled: Boolean(address && network),
    staleTime: cacheLifetimes.portfolio,
    gcTime: gcTimeFor(cacheLifetimes.portfolio),
    // SPEC §4: a failed fetch blocks retries for 30 s; getPortfolio enforces it.
    retry: false,
  }
}
