import type { AppKit } from '../appKit'
import type { CaipNetwork } from '../networks/types'
import { cacheLifetimes, gcTimeFor } from '../queries/cacheLifetimes'
import type { SendState } from '../state/types'
import { estimateSendFee } from './estimateSendFee'
import { sendTokens } from './sendTokens'
import { setSendReceiver } from './setSendReceiver'

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
    staleTime: cacheLifetimes.portfolio,
    gcTime: gcTimeFor(cacheLifetimes.portfolio),
    retry: false,
  }
}
