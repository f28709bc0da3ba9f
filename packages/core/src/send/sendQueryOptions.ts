import type { AppKit } from '../appKit.ts'
import { portfolioTokenId } from '../balances/portfolioTokenId.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { cachedFor, cacheLifetimes } from '../queries/cacheLifetimes.ts'
import { restClient } from '../rest/restClient.ts'
import type { SendState } from '../state/types.ts'
import { estimateSendFee } from './estimateSendFee.ts'
import { sendTokens } from './sendTokens.ts'
import { setSendReceiver } from './setSendReceiver.ts'

/** `send` as a mutation: its status, error and hash. */
export function sendMutationOptions(appKit: AppKit) {
  return { mutationKey: ['openappkit', 'send'] as const, mutationFn: () => sendTokens(appKit) }
}

/** Setting the receiver as a mutation: a name's lookup has a status and an error. */
export function sendReceiverMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'sendReceiver'] as const,
    mutationFn: (input: string) => setSendReceiver(appKit, input),
  }
}

export type SendFeeQueryParameters = Pick<SendState, 'token' | 'receiverAddress'> & {
  address: string | undefined
  network: CaipNetwork | undefined
}

/**
 * The network fee of the drafted send. Our choice: fresh for 30 s, as long as the balances
 * (gas prices move on that scale); keyed by what changes the estimate.
 */
export function sendFeeQueryOptions(appKit: AppKit, parameters: SendFeeQueryParameters) {
  const { address, network, token, receiverAddress } = parameters
  return {
    queryKey: [
      'openappkit',
      'sendFee',
      { address, caipNetworkId: network?.caipNetworkId, token: token?.address, receiverAddress },
    ] as const,
    queryFn: () => estimateSendFee(appKit, { token, receiverAddress }),
    enabled: Boolean(address && network && token),
    ...cachedFor(cacheLifetimes.portfolio),
  }
}

/**
 * The USD price of the token being sent, from the data service (`POST /v1/fungible/price`), fresh
 * for 30 s (ours: as the balances); undefined for a token the service does not price, and off
 * with the service.
 */
export function sendTokenPriceQueryOptions(
  appKit: AppKit,
  parameters: { network: CaipNetwork | undefined; token: SendState['token'] },
) {
  const { network, token } = parameters
  const id = network && token ? portfolioTokenId(network, token) : undefined
  return {
    queryKey: ['openappkit', 'fungiblePrice', { id }] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }) => {
      if (!id) return null
      const prices = await (await restClient()).getFungiblePrices(appKit, { addresses: [id], signal })
      const bare = id.split(':').at(-1)?.toLowerCase()
      // The service answers CAIP-10 ids, or a plain address (SOL's pseudo-mint).
      const entry = prices.find(
        (p) =>
          p.address.toLowerCase() === id.toLowerCase() || p.address.split(':').at(-1)?.toLowerCase() === bare,
      )
      return entry && Number.isFinite(entry.price) && entry.price >= 0 ? entry.price : null
    },
    enabled: Boolean(id) && appKit.options.services.blockchainApi !== false,
    ...cachedFor(cacheLifetimes.portfolio),
  }
}

/** The amount's value in USD, to the cent; undefined when the amount or the price is not a number. */
export function sendAmountInUsd(
  amount: string | undefined,
  price: number | null | undefined,
): string | undefined {
  const value = Number(amount)
  if (!amount || price === null || price === undefined || !Number.isFinite(value) || value <= 0)
    return undefined
  return (value * price).toFixed(2)
}
