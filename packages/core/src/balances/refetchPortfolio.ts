import { getPortfolio } from '../actions/getPortfolio.ts'
import type { AppKit } from '../appKit.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { portfolioQueryOptions } from '../queries/portfolioQueryOptions.ts'
import { queryKeys } from '../queries/queryKeys.ts'

export type RefetchPortfolioParameters = {
  address: string
  network: CaipNetwork
  /** CAIP-10 ids whose balance the data service must read again from the chain (`forceUpdate`). */
  forceUpdate?: readonly string[] | undefined
  /**
   * The read follows a transaction of this app (a send, a swap, a purchase). The transaction is
   * news that a failed read before it knew nothing of, so this read is made even within the 30 s
   * retry block (which is against retries); if it fails, the block starts again. The address's
   * activity list on the network is stale too: an open list is read again, a closed one on open.
   */
  afterTransaction?: boolean | undefined
}

/**
 * Reads the portfolio again into the one place the UI reads it from, the portfolio query (so
 * `usePortfolio` and `useBalance` show it), whatever its age: after a send, with `forceUpdate`
 * for the tokens it moved, so the service does not answer from its own cache.
 */
export function refetchPortfolio(appKit: AppKit, parameters: RefetchPortfolioParameters) {
  const { address, network, forceUpdate, afterTransaction } = parameters
  const { queryClient, store, atoms } = appKit
  const options = portfolioQueryOptions(appKit, { address, network })
  // A read in flight may have been asked before what this one is for (a transaction that landed
  // since): fetchQuery would hand back its promise, and its older answer would be kept as fresh
  // for 30 s. Cancelled silently, it is aborted, its late answer is dropped, and whoever awaits
  // it gets this read's answer instead. The cancel takes effect at once, before fetchQuery looks.
  void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true }, { silent: true, revert: false })
  if (afterTransaction)
    void queryClient.invalidateQueries({
      queryKey: queryKeys.activity({ address, caipNetworkId: network.caipNetworkId }),
      exact: true,
    })
  return queryClient.fetchQuery({
    queryKey: options.queryKey,
    queryFn: ({ signal }) => {
      if (afterTransaction) store.set(atoms.send, (current) => ({ ...current, lastRetry: undefined }))
      return getPortfolio(appKit, { address, network, forceUpdate, signal })
    },
    staleTime: 0,
    gcTime: options.gcTime,
    retry: false,
  })
}
