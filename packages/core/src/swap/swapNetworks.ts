import { NetworkError, networkErrorMessages } from '../errors/domain.ts'
import type { CaipNetwork } from '../networks/types.ts'

/** The EVM chains the hosted swap service covers. */
export const swapSupportedChainIds = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const

/** Whether swaps are offered on `network`: this list plus the app's `additionalSwapNetworks`. */
export function isSwapNetwork(
  network: Pick<CaipNetwork, 'caipNetworkId' | 'chainNamespace' | 'id'> | undefined,
  additionalSwapNetworks: readonly string[],
): boolean {
  if (network?.chainNamespace !== 'eip155') return false
  return (
    (swapSupportedChainIds as readonly number[]).includes(Number(network.id)) ||
    additionalSwapNetworks.includes(network.caipNetworkId)
  )
}

/**
 * Throws "Network not supported for Swaps" (or "… for Gas Price", for the gas-price
 * call) outside the list, before any request is made.
 */
export function assertSwapNetwork(
  network: Pick<CaipNetwork, 'caipNetworkId' | 'chainNamespace' | 'id'> | undefined,
  additionalSwapNetworks: readonly string[],
  call: 'swaps' | 'gasPrice' = 'swaps',
): asserts network is CaipNetwork {
  if (isSwapNetwork(network, additionalSwapNetworks)) return
  throw new NetworkError(
    call === 'gasPrice' ? networkErrorMessages.gasPriceUnsupported : networkErrorMessages.swapsUnsupported,
    { details: network ? `${network.caipNetworkId} is not a swap network` : 'No active network' },
  )
}
