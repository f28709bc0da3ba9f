import { filterZeroDecimalTokens } from '../activity/filters'
import type { AppKit } from '../appKit'
import { pickNativeBalance } from '../balances/pickNativeBalance'
import { withBalanceRetryBlock } from '../balances/withBalanceRetryBlock'
import { balanceNamespaces, portfolioCacheExpiryMs } from '../constants'
import type { CaipNetwork, ChainNamespace } from '../networks/types'
import { getBalances } from '../rest/restClient'
import type { TokenBalance } from '../state/types'
import { addressCacheEntry } from '../storage/storageSchemas'

export type GetPortfolioParameters = {
  address: string
  network: CaipNetwork
  signal?: AbortSignal | undefined
}
export type GetPortfolioReturnType = readonly TokenBalance[]

/**
 * The balances of an address on one network (SPEC §4 "Balance fetch"): from the blockchain data
 * service, or, when the app switched that service off, the native coin read from the chain
 * through the adapter. Fresh results (30 s) come from the storage cache. Failures follow
 * `withBalanceRetryBlock` (no request for 30 s, the "Token Balance Unavailable" toast). A
 * success on the connected account also lands in its state (balance, symbol, token list).
 */
export async function getPortfolio(
  appKit: AppKit,
  parameters: GetPortfolioParameters,
): Promise<GetPortfolioReturnType> {
  const { address, network } = parameters
  if (!(balanceNamespaces as readonly ChainNamespace[]).includes(network.chainNamespace)) return []
  const cacheEntry = addressCacheEntry(network.caipNetworkId, address)
  const cached = appKit.storage.getCached('portfolioCache', cacheEntry, portfolioCacheExpiryMs)
  if (cached) return applyToAccount(appKit, parameters, cached as TokenBalance[])

  const balances = await withBalanceRetryBlock(
    appKit,
    async () =>
      appKit.options.services.blockchainApi
        ? filterZeroDecimalTokens(
            (
              await getBalances(appKit, {
                address,
                chainId: network.caipNetworkId,
                signal: parameters.signal,
              })
            ).balances,
          )
        : nativeBalanceFromChain(appKit, address, network),
    { signal: parameters.signal },
  )
  appKit.storage.setCached('portfolioCache', cacheEntry, balances)
  return applyToAccount(appKit, parameters, balances)
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

function applyToAccount(
  appKit: AppKit,
  { address, network }: GetPortfolioParameters,
  balances: TokenBalance[],
): TokenBalance[] {
  const accountAtom = appKit.atoms.account(network.chainNamespace)
  const account = appKit.store.get(accountAtom)
  const active = appKit.store.get(appKit.atoms.activeCaipNetwork)
  if (account.address !== address || active?.caipNetworkId !== network.caipNetworkId) return balances
  const native = pickNativeBalance(balances, network)
  appKit.store.set(accountAtom, (current) => ({
    ...current,
    balance: native.formatted,
    balanceSymbol: native.symbol,
    tokenBalance: balances,
  }))
  return balances
}
