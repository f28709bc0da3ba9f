import type { QueryFunctionContext } from '@tanstack/query-core'
import { getPortfolio } from '../actions/getPortfolio.ts'
import type { AppKit } from '../appKit.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { cachedFor, cacheLifetimes } from './cacheLifetimes.ts'
import { queryKeys } from './queryKeys.ts'
import { requireParameters } from './requireParameters.ts'

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
    // No retry: a failed fetch blocks retries for 30 s, which getPortfolio enforces.
    ...cachedFor(cacheLifetimes.portfolio),
  }
}
