import { sendNamespaces } from '../constants.ts'
import { SendError, sendErrorMessages } from '../errors/domain.ts'
import type { CaipNetwork, ChainNamespace } from '../networks/types.ts'
import type { SendState } from '../state/types.ts'
import { orUndefined } from '../utils/orUndefined.ts'
import { parseUnits } from '../utils/units.ts'
import { isReceiverAddress } from './isReceiverAddress.ts'
import { SendInputError, sendInputErrorMessages } from './sendInputError.ts'

export type SendDraft = Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'> & {
  network: CaipNetwork | undefined
}

export type ValidSend = {
  namespace: (typeof sendNamespaces)[number]
  network: CaipNetwork
  to: string
  /** In the token's smallest unit. */
  amount: bigint
  /** The contract or mint, bare (no CAIP prefix); undefined for the native coin. */
  token: string | undefined
}

/**
 * The network a token belongs to: its `chainId`, or the chain of its CAIP-10 address (the
 * portfolio's tokens carry both); undefined for a token that names neither (an app's bare one).
 */
export function tokenNetworkId(token: { address?: string | undefined; chainId?: string | undefined }) {
  if (token.chainId) return token.chainId
  const parts = token.address?.split(':') ?? []
  return parts.length === 3 ? `${parts[0]}:${parts[1]}` : undefined
}

/** The contract or mint of a portfolio token (CAIP-10 there), bare; undefined for the native coin. */
export function tokenContract(token: { address?: string | undefined }): string | undefined {
  if (!token.address) return undefined
  return token.address.split(':').at(-1)
}

/**
 * The rules of a send, in the order the flow meets them: a namespace that can send ("Unsupported
 * chain"), an amount and a receiver ("An amount and receiver address are required"), a token
 * ("A token is required"). Then ours: a token of the active network, an amount above zero with no more decimals than the token
 * has and no more than the balance, and a receiver that is an address of the namespace (a name
 * is resolved to one before it gets here).
 */
export function validateSend(draft: SendDraft): ValidSend {
  const { network, token, sendTokenAmount, receiverAddress } = draft
  const namespace: ChainNamespace | undefined = network?.chainNamespace
  if (!network || !(sendNamespaces as readonly string[]).includes(namespace ?? '')) {
    throw new SendError(sendErrorMessages.unsupportedChain, {
      details: namespace ? `${namespace} cannot send` : 'No network is active',
    })
  }
  const amountText = sendTokenAmount?.trim()
  const to = receiverAddress?.trim()
  if (!amountText || !to) throw new SendError(sendErrorMessages.amountAndReceiverRequired)
  if (!token) throw new SendError(sendErrorMessages.tokenRequired)
  // A token drafted on another network: its contract on this one is another contract (or none),
  // and its balance is the other network's.
  const tokenNetwork = tokenNetworkId(token)
  if (tokenNetwork && tokenNetwork !== network.caipNetworkId) {
    throw new SendInputError(sendInputErrorMessages.wrongNetwork, {
      details: `${token.symbol} is on ${tokenNetwork}; the active network is ${network.caipNetworkId}`,
    })
  }

  const decimals = Number(token.quantity.decimals)
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new SendInputError(sendInputErrorMessages.invalidAmount, {
      details: `The token's decimals are "${token.quantity.decimals}"`,
    })
  }
  const [, fraction = ''] = amountText.split('.')
  if (!/^(\d+\.?\d*|\.\d+)$/.test(amountText) || fraction.length > decimals) {
    throw new SendInputError(sendInputErrorMessages.invalidAmount, {
      details: `"${amountText}" is not a number of ${token.symbol} with at most ${decimals} decimals`,
    })
  }
  const amount = parseUnits(amountText, decimals)
  if (amount <= 0n) {
    throw new SendInputError(sendInputErrorMessages.invalidAmount, {
      details: 'The amount must be above zero',
    })
  }
  const held = orUndefined(() => parseUnits(token.quantity.numeric, decimals)) ?? 0n
  if (amount > held) {
    throw new SendInputError(sendInputErrorMessages.insufficientBalance, {
      details: `Sending ${amountText} ${token.symbol}; the balance is ${token.quantity.numeric}`,
    })
  }
  if (!isReceiverAddress(network.chainNamespace, to)) {
    throw new SendInputError(sendInputErrorMessages.invalidReceiver, {
      details: `"${to}" is not a ${network.chainNamespace} address`,
    })
  }
  return {
    namespace: network.chainNamespace as ValidSend['namespace'],
    network,
    to,
    amount,
    token: tokenContract(token),
  }
}
