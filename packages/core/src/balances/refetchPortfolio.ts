import { getPortfolio } from '../actions/getPortfolio'
import type { AppKit } from '../appKit'
import type { CaipNetwork } from '../networks/types'
import { portfolioQueryOptions } from '../queries/portfolioQueryOptions'

export type RefetchPortfolioParameters = {
  address: string
  network: CaipNetwork
  /** CAIP-10 ids whose balance the data service must read again from the chain (`forceUpdate`). */
  forceUpdate?: readonly string[] | undefined
}

/**
 * Reads the portfolio again into the one place the UI reads it from, the portfolio query (so
 * `usePortfolio` and `useBalance` show it), whatever its age: after a send, with `forceUpdate`
 * for the tokens it moved, so the service does not answer from its own cache.
 */
export function refetchPortfolio(appKit: AppKit, parameters: RefetchPortfolioParameters) {
  const { address, network, forceUpdate } = parameters
  const options = portfolioQueryOptions(appKit, { address, network })
  return appKit.queryClient.fetchQuery({
    queryKey: options.queryKey,
    queryFn: ({ signal }) => getPortfolio(appKit, { address, network, forceUpdate, signal }),
    staleTime: 0,
    gcTime: options.gcTime,
    retry: false,
  })
}
