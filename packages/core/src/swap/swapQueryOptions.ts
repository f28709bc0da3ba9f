import type { AppKit } from '../appKit.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { cachedFor } from '../queries/cacheLifetimes.ts'
import { restClient } from '../rest/restClient.ts'
import type { SwapToken } from '../state/types.ts'
import { orUndefined } from '../utils/orUndefined.ts'
import { parseUnits } from '../utils/units.ts'
import { executeSwap } from './executeSwap.ts'
import { isNativeSwapToken } from './isNativeSwapToken.ts'
import { fetchSwapGasPrice, fetchSwapPrices, fetchSwapQuote, fetchSwapTokens } from './swapFetchers.ts'
import { isSwapNetwork } from './swapNetworks.ts'

// Our lifetimes (the spec gives none): token lists change on the scale of days (10 min);
// quotes move with every block, so a quote is fresh for 10 s and re-read every 15 s while shown;
// prices and gas prices as the balances (30 s).
export const swapCacheLifetimes = { tokens: 10 * 60_000, quote: 10_000, quoteRefresh: 15_000, price: 30_000 }

// Nothing is fetched with the swaps feature off (its action refuses) or the data service off.
const serviceOn = (appKit: AppKit) =>
  appKit.options.features.swaps && appKit.options.services.blockchainApi !== false
const swapOn = (appKit: AppKit, network: CaipNetwork | undefined) =>
  serviceOn(appKit) && isSwapNetwork(network, appKit.options.additionalSwapNetworks)

/** GET /v1/convert/tokens for the network, split into the picker's lists (only this chain's tokens). */
export function swapTokensQueryOptions(appKit: AppKit, parameters: { network: CaipNetwork | undefined }) {
  const { network } = parameters
  return {
    queryKey: ['openappkit', 'swapTokens', { caipNetworkId: network?.caipNetworkId }] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSwapTokens(appKit, { network, signal }),
    enabled: swapOn(appKit, network),
    ...cachedFor(swapCacheLifetimes.tokens),
  }
}

export type SwapQuote = {
  /** In the source token's smallest unit. */
  fromAmount: bigint
  /** What the swap is quoted to pay out, in the target token's smallest unit; 0 for a placeholder. */
  toAmount: bigint
  /** A failed quote is a placeholder (nothing to swap at), with the service's reason. */
  placeholder: boolean
  reason?: string | undefined
}

export type SwapQuoteQueryParameters = {
  network: CaipNetwork | undefined
  address: string | undefined
  from: SwapToken | undefined
  to: SwapToken | undefined
  /** Decimal, in whole source tokens. */
  amount: string
}

function amountOf(amount: string, token: SwapToken | undefined): bigint {
  return (token && orUndefined(() => parseUnits(amount, token.decimals))) ?? 0n
}

/** GET /v1/convert/quotes for the form; a failure answers the placeholder quote rather than an error. */
export function swapQuoteQueryOptions(appKit: AppKit, parameters: SwapQuoteQueryParameters) {
  const { network, address, from, to } = parameters
  const amount = amountOf(parameters.amount, from)
  return {
    queryKey: [
      'openappkit',
      'swapQuote',
      {
        caipNetworkId: network?.caipNetworkId,
        address,
        from: from?.address,
        to: to?.address,
        amount: amount.toString(),
      },
    ] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<SwapQuote> =>
      fetchSwapQuote(appKit, { network, address, from, to, amount, signal }),
    enabled:
      swapOn(appKit, network) && Boolean(address && from && to && from.address !== to.address) && amount > 0n,
    ...cachedFor(swapCacheLifetimes.quote),
    refetchInterval: swapCacheLifetimes.quoteRefresh,
  }
}

/** POST /v1/fungible/price for both tokens: USD price by CAIP-10 id (lower case); unpriced ones absent. */
export function swapPricesQueryOptions(
  appKit: AppKit,
  parameters: { tokens: readonly (SwapToken | undefined)[] },
) {
  const ids = [...new Set(parameters.tokens.flatMap((t) => (t ? [t.address.toLowerCase()] : [])))].sort()
  return {
    queryKey: ['openappkit', 'swapPrices', { ids }] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSwapPrices(appKit, { ids, signal }),
    enabled: serviceOn(appKit) && ids.length > 0,
    ...cachedFor(swapCacheLifetimes.price),
  }
}

/** GET /v1/convert/gas-price; "Network not supported for Gas Price" off the swap networks. */
export function swapGasPriceQueryOptions(appKit: AppKit, parameters: { network: CaipNetwork | undefined }) {
  const { network } = parameters
  return {
    queryKey: ['openappkit', 'swapGasPrice', { caipNetworkId: network?.caipNetworkId }] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSwapGasPrice(appKit, { network, signal }),
    enabled: swapOn(appKit, network),
    ...cachedFor(swapCacheLifetimes.price),
  }
}

/** GET /v1/convert/allowance of the source token (the native coin needs none). */
export function swapAllowanceQueryOptions(
  appKit: AppKit,
  parameters: { network: CaipNetwork | undefined; address: string | undefined; token: SwapToken | undefined },
) {
  const { network, address, token } = parameters
  return {
    queryKey: ['openappkit', 'swapAllowance', { address, token: token?.address }] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }) =>
      (await restClient()).getSwapAllowance(appKit, {
        tokenAddress: token?.address ?? '',
        userAddress: `${network?.caipNetworkId}:${address}`,
        signal,
      }),
    enabled: swapOn(appKit, network) && Boolean(address && token) && !isNativeSwapToken(token),
    ...cachedFor(swapCacheLifetimes.quote),
  }
}

/** `swap` as a mutation: status, error, the hashes. */
export function swapMutationOptions(appKit: AppKit) {
  return { mutationKey: ['openappkit', 'swap'] as const, mutationFn: () => executeSwap(appKit) }
}
