import { BaseError } from './base.ts'

export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  static override readonly docsPath = '/errors#invalidcaipaddresserror'
  constructor(value: string) {
    super('Invalid CAIP-10 address', { details: `Received "${value}"` })
  }
}

/** The spec gives no sentence for CAIP-2; this one mirrors the CAIP-10 wording. */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError'
  static override readonly docsPath = '/errors#invalidcaipnetworkiderror'
  constructor(value: string) {
    super('Invalid CAIP-2 network id', { details: `Received "${value}"` })
  }
}
