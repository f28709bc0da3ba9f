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
 * chain through the adapter (the real balance, never a misleading 0). A wallet that reports the
 * account's assets itself (EIP-7811) is asked first: its list is the one the user's wallet shows. Failures follow
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
      const fromWallet = await walletAssets(appKit, address, network)
      if (fromWallet) return fromWallet
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

/** The wallet's own list of the connected account's assets, unpriced; null when it offers none. */
async function walletAssets(
  appKit: AppKit,
  address: string,
  network: CaipNetwork,
): Promise<TokenBalance[] | null> {
  const adapter = appKit.adapters[network.chainNamespace]
  const connected = appKit.store.get(appKit.atoms.account(network.chainNamespace)).address
  if (!adapter?.getAssets || connected?.toLowerCase() !== address.toLowerCase()) return null
  // A wallet that fails to answer is no reason to show no balances: the service answers instead.
  const assets = await adapter.getAssets({ address, network }).catch(() => null)
  return (
    assets?.map((asset) => ({
      name: asset.name,
      symbol: asset.symbol,
      chainId: network.caipNetworkId,
      ...(asset.token ? { address: `${network.caipNetworkId}:${asset.token}` } : {}),
      price: 0,
      quantity: {
        decimals: String(asset.decimals),
        numeric: adapter.formatUnits(asset.balance, asset.decimals),
      },
      iconUrl: '',
    })) ?? null
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
