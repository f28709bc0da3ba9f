import { isServiceNetwork } from '../actions/isServiceNetwork.ts'
import type { AppKit } from '../appKit.ts'
import { NetworkError, networkErrorMessages } from '../errors/domain.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { restClient } from '../rest/restClient.ts'
import type { SwapToken } from '../state/types.ts'
import { assertSwapNetwork } from './swapNetworks.ts'
import type { SwapQuote } from './swapQueryOptions.ts'
import { swapTokenLists } from './swapTokenLists.ts'

// What the swap queries do when they run (swapQueryOptions.ts keeps their keys and switches).

/** GET /v1/convert/tokens for the network, split into the picker's lists (only this chain's tokens). */
export async function fetchSwapTokens(
  appKit: AppKit,
  { network, signal }: { network: CaipNetwork | undefined; signal?: AbortSignal | undefined },
) {
  assertSwapNetwork(network, appKit.options.additionalSwapNetworks)
  // A swap network the data service does not list has no tokens to offer: say so, not "no tokens".
  if (!(await isServiceNetwork(appKit, network.caipNetworkId)))
    throw new NetworkError(networkErrorMessages.swapsUnsupported, {
      details: `The data service does not support ${network.caipNetworkId}`,
    })
  const tokens = await (await restClient()).getSwapTokens(appKit, { chainId: network.caipNetworkId, signal })
  const prefix = `${network.caipNetworkId}:`
  return swapTokenLists(
    tokens
      .filter((token) => token.address.startsWith(prefix))
      .map(({ name, symbol, address, decimals, logoUri }) => ({ name, symbol, address, decimals, logoUri })),
  )
}

/** GET /v1/convert/quotes; a failure answers the placeholder quote rather than an error. */
export async function fetchSwapQuote(
  appKit: AppKit,
  parameters: {
    network: CaipNetwork | undefined
    address: string | undefined
    from: SwapToken | undefined
    to: SwapToken | undefined
    amount: bigint
    signal?: AbortSignal | undefined
  },
): Promise<SwapQuote> {
  const { network, address, from, to, amount, signal } = parameters
  try {
    assertSwapNetwork(network, appKit.options.additionalSwapNetworks)
    const quote = await (await restClient()).getSwapQuote(appKit, {
      from: from?.address ?? '',
      to: to?.address ?? '',
      userAddress: `${network.caipNetworkId}:${address}`,
      amount,
      signal,
    })
    return { ...quote, placeholder: false }
  } catch (error) {
    if (signal?.aborted) throw error
    return {
      fromAmount: amount,
      toAmount: 0n,
      placeholder: true,
      reason:
        error instanceof Error ? ((error as { details?: string }).details ?? error.message) : String(error),
    }
  }
}

/** POST /v1/fungible/price: USD price by CAIP-10 id (lower case) of `ids`; unpriced ones absent. */
export async function fetchSwapPrices(
  appKit: AppKit,
  { ids, signal }: { ids: readonly string[]; signal?: AbortSignal | undefined },
) {
  const prices = await (await restClient()).getFungiblePrices(appKit, { addresses: [...ids], signal })
  const byId: Record<string, number> = {}
  for (const price of prices) {
    const id = price.address.toLowerCase()
    if (ids.includes(id) && Number.isFinite(price.price) && price.price >= 0) byId[id] = price.price
  }
  return byId
}

/** GET /v1/convert/gas-price; "Network not supported for Gas Price" off the swap networks. */
export async function fetchSwapGasPrice(
  appKit: AppKit,
  { network, signal }: { network: CaipNetwork | undefined; signal?: AbortSignal | undefined },
) {
  assertSwapNetwork(network, appKit.options.additionalSwapNetworks, 'gasPrice')
  const price = await (await restClient()).getGasPrice(appKit, { chainId: network.caipNetworkId, signal })
  return BigInt(/^\d+$/.test(price.standard) ? price.standard : '0')
}
