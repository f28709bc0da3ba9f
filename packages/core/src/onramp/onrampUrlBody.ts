import type { OnrampUrlBody } from '../api/onramp.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { coinbaseNetworkName } from './coinbaseNetworkName.ts'

export type OnrampUrlBodyParameters = {
  address: string
  network: Pick<CaipNetwork, 'id' | 'chainNamespace'>
  /** The symbol of the coin to buy (`assets`). */
  asset: string
  /** What the user pays, in the payment currency. */
  fiatAmount: number
  /** What the quote says that buys, when there is a quote. */
  cryptoAmount?: number | undefined
}

/** The provider's name of the network: Coinbase's EVM names (fallback ethereum), or solana. */
export function onrampNetworkName(network: Pick<CaipNetwork, 'id' | 'chainNamespace'>): string {
  return network.chainNamespace === 'solana' ? 'solana' : coinbaseNetworkName(network.id)
}

/**
 * POST /v1/generators/onrampurl's body: the wallet to fund on its network, that network
 * as the default, the address as the partner's user id, the buy experience, and the amounts. The
 * fiat amount is what the user typed; the crypto amount is set only from a real quote.
 */
export function onrampUrlBody(parameters: OnrampUrlBodyParameters): OnrampUrlBody {
  const networkName = onrampNetworkName(parameters.network)
  const crypto = parameters.cryptoAmount
  return {
    destinationWallets: [
      { address: parameters.address, blockchains: [networkName], assets: [parameters.asset] },
    ],
    defaultNetwork: networkName,
    partnerUserId: parameters.address,
    defaultExperience: 'buy',
    ...(crypto !== undefined && Number.isFinite(crypto) && crypto > 0 ? { presetCryptoAmount: crypto } : {}),
    presetFiatAmount: parameters.fiatAmount,
  }
}
