import { filterZeroDecimalTokens } from '../activity/filters.ts'
import type { AppKit } from '../appKit.ts'
import { withBalanceRetryBlock } from '../balances/withBalanceRetryBlock.ts'
import { balanceNamespaces } from '../constants.ts'
import type { CaipNetwork, ChainNamespace } from '../networks/types.ts'
import { restClient } from '../rest/restClient.ts'
import type { TokenBalance } from '../state/types.ts'
import { isServiceNetwork } from './isServiceNetwork.ts'

export type GetPortfolioParameters = {
  address: string
  network: CaipNetwork
  /** CAIP-10 ids whose balance the data service must read again from the chain. */
  forceUpdate?: readonly string[] | undefined
  signal?: AbortSignal | undefined
}
export type GetPortfolioReturnType = readonly TokenBalance[]

/**
 * The balances of an address on one network: from the blockchain data service, or, when the app
 * switched it off or the service does not support the network, the native coin read from the
 * chain through the adapter (the real balance, never a misleading 0). Failures follow
 * `withBalanceRetryBlock`. A read and nothing else: the portfolio query keeps the result.
 */
export async function getPortfolio(
  appKit: AppKit,
  parameters: GetPortfolioParameters,
): Promise<GetPortfolioReturnType> {
  const { address, network } = parameters
  if (!(balanceNamespaces as readonly ChainNamespace[]).includes(network.chainNamespace)) return []
  return withBalanceRetryBlock(
    appKit,
    async () => {
      if (!(await isServiceNetwork(appKit, network.caipNetworkId)))
        return nativeBalanceFromChain(appKit, address, network)
      const { balances } = await (await restClient()).getBalances(appKit, {
        address,
        chainId: network.caipNetworkId,
        forceUpdate: parameters.forceUpdate,
        signal: parameters.signal,
      })
      return filterZeroDecimalTokens(balances)
    },
    { signal: parameters.signal },
  )
}

async function nativeBalanceFromChain(
  appKit: AppKit,
  address: string,
  network: CaipNetwork,
): Promise<TokenBalance[]> {
  const adapter = appKit.adapters[network.chainNamespace]
  if (!adapter) return []
  const balance = await adapter.getBalance({ address, network })
  return [
    {
      name: network.nativeCurrency.name,
      symbol: balance.symbol,
      chainId: network.caipNetworkId,
      // No price source without the data service.
      price: 0,
      quantity: {
        decimals: String(balance.decimals),
        numeric: adapter.formatUnits(balance.value, balance.decimals),
      },
      iconUrl: '',
    },
  ]
}
