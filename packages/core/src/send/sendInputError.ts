import { defineMessageError } from '../errors/defineMessageError.ts'

/**
 * A draft that has the fields `SendError` asks for but cannot be sent as it stands, or a wallet
 * whose answer is no transaction.
 */
export const sendInputErrorMessages = {
  wrongNetwork: 'This token is on another network',
  invalidAmount: 'Invalid amount',
  insufficientBalance: 'Insufficient balance',
  invalidReceiver: 'Invalid receiver address',
  nameNotFound: 'No address for this name',
  notConnected: 'Connect a wallet to send',
  invalidAnswer: 'The wallet did not answer with a transaction id',
} as const

export const SendInputError = defineMessageError('SendInputError', sendInputErrorMessages)
export type SendInputError = InstanceType<typeof SendInputError>
