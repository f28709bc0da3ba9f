import type { CaipNetwork } from '../networks/types.ts'
import { isReceiverAddress } from '../send/isReceiverAddress.ts'
import { parseUnits } from '../utils/units.ts'
import { PayInputError, payInputErrorMessages } from './payInputError.ts'
import type { PaymentAsset } from './paymentAsset.ts'

export type PayParameters = {
  /** Who is paid: an address of the asset's network. */
  recipient: string
  /** In whole units of the asset ('5' or 5 for 5 OAK). */
  amount: string | number
  asset: PaymentAsset
}

/** A payment that passed every check: the amount in the asset's smallest unit. */
export type ValidPayment = {
  recipient: string
  amount: bigint
  /** The amount as the person reads it ('5'). */
  displayAmount: string
  asset: PaymentAsset
  network: CaipNetwork
  /** The contract or mint; undefined for the native coin. */
  token: string | undefined
}

/**
 * The checks made before a wallet or an exchange is asked anything: an asset with sane metadata,
 * a network the app configured, a recipient that is an address of that network's namespace, and
 * an amount above zero with no more decimals than the asset has.
 */
export function validatePay(networks: readonly CaipNetwork[], parameters: PayParameters): ValidPayment {
  const { asset, recipient } = parameters
  const decimals = asset?.metadata?.decimals
  if (
    typeof asset?.network !== 'string' ||
    typeof asset.asset !== 'string' ||
    !asset.asset ||
    typeof asset.metadata?.symbol !== 'string' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 255
  )
    throw new PayInputError(payInputErrorMessages.invalidAsset, {
      details: 'An asset is { network, asset, metadata: { name, symbol, decimals } }',
    })
  const network = networks.find((n) => n.caipNetworkId === asset.network)
  if (!network)
    throw new PayInputError(payInputErrorMessages.networkNotConfigured, {
      details: `${asset.network} is not one of the app's networks`,
    })
  if (typeof recipient !== 'string' || !isReceiverAddress(network.chainNamespace, recipient.trim()))
    throw new PayInputError(payInputErrorMessages.invalidRecipient, {
      details: `"${String(recipient)}" is not a ${network.chainNamespace} address`,
    })
  const text = typeof parameters.amount === 'number' ? String(parameters.amount) : parameters.amount
  const fraction = typeof text === 'string' ? (text.split('.')[1] ?? '') : ''
  const amount =
    typeof text === 'string' && /^(\d+\.?\d*|\.\d+)$/.test(text.trim()) && fraction.length <= decimals
      ? parseUnits(text.trim(), decimals)
      : 0n
  if (amount <= 0n)
    throw new PayInputError(payInputErrorMessages.invalidAmount, {
      details: `"${String(parameters.amount)}" is not an amount above zero of ${asset.metadata.symbol} with at most ${decimals} decimals`,
    })
  if (asset.asset !== 'native' && !isReceiverAddress(network.chainNamespace, asset.asset))
    throw new PayInputError(payInputErrorMessages.invalidAsset, {
      details: `"${asset.asset}" is neither 'native' nor a ${network.chainNamespace} token address`,
    })
  return {
    recipient: recipient.trim(),
    amount,
    displayAmount: text.trim(),
    asset,
    network,
    token: asset.asset === 'native' ? undefined : asset.asset,
  }
}
