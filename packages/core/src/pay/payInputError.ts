import { defineMessageError } from '../errors/defineMessageError.ts'

/** A payment refused before anything is asked of a wallet or an exchange. */
export const payInputErrorMessages = {
  invalidAsset: 'Invalid payment asset',
  networkNotConfigured: 'The payment network is not configured',
  invalidRecipient: 'Invalid recipient address',
  invalidAmount: 'Invalid amount',
  noPayment: 'No payment is open',
  alreadyOpen: 'A payment is already open',
  notConnected: 'Connect a wallet on the payment network to pay',
  wrongNetwork: 'The wallet is on another network: switch to the payment network first',
} as const

export const PayInputError = defineMessageError('PayInputError', payInputErrorMessages)
export type PayInputError = InstanceType<typeof PayInputError>
