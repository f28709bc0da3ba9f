import type { Transaction } from '../api/history.ts'
import type { AppKit } from '../appKit.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { requireParameters } from '../queries/requireParameters.ts'
import { restClient } from '../rest/restClient.ts'
import { type Nft, nftHoldings } from './nftHoldings.ts'

/**
 * What the NFTs query does when it runs (nftsQueryOptions.ts keeps its key and switches): the
 * newest `pageLimit` history pages, read into holdings.
 */
export async function fetchNfts(
  appKit: AppKit,
  parameters: {
    address: string | undefined
    network: CaipNetwork | undefined
    pageLimit: number
    signal?: AbortSignal | undefined
  },
): Promise<Nft[]> {
  const { signal } = parameters
  const account = requireParameters(parameters.address, 'address')
  const chainId = requireParameters(parameters.network, 'network').caipNetworkId
  const transactions: Transaction[] = []
  let cursor: string | undefined
  for (let page = 0; page < parameters.pageLimit; page++) {
    const answer = await (await restClient()).getHistory(appKit, {
      address: account,
      chainId,
      cursor,
      signal,
    })
    transactions.push(...answer.data)
    if (!answer.next) break
    cursor = answer.next
  }
  return nftHoldings(transactions, chainId)
}
