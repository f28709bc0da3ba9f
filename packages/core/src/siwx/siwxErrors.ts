import { BaseError } from '../errors/base.ts'

/** The config's message or the wallet's signature was not something a session can be made of. */
export class InvalidSiwxMessageError extends BaseError {
  override name = 'InvalidSiwxMessageError'
  static override readonly docsPath = '/errors#invalidsiwxmessageerror'
  constructor(details: string) {
    super('The sign-in message could not be used', { details })
  }
}

/** The account or chain changed while the wallet was signing: the signature is not kept. */
export class SiwxAccountChangedError extends BaseError {
  override name = 'SiwxAccountChangedError'
  static override readonly docsPath = '/errors#siwxaccountchangederror'
  constructor() {
    super('The account changed during sign-in')
  }
}
