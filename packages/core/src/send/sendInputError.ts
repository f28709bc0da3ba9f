import { BaseError, type BaseErrorParameters } from '../errors/base.ts'

/**
 * Our own sentences for what SPEC §5 leaves to us: a draft that has the fields the spec asks for
 * (`SendError`) but cannot be sent as it stands, or a wallet whose answer is no transaction.
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

export class SendInputError extends BaseError {
  override name = 'SendInputError'
  constructor(
    message: (typeof sendInputErrorMessages)[keyof typeof sendInputErrorMessages],
    parameters?: BaseErrorParameters,
  ) {
    super(message, parameters)
  }
}
