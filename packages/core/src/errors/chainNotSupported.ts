import { BaseError, type BaseErrorParameters } from './base.ts'

/**
 * The wallet could not switch to a chain and adding it failed. Part of the adapter
 * contract (as `UserRejectedRequestError` is): an adapter throws it from `switchNetwork`, and
 * core shows the "Chain is not supported" toast for it without reading any wallet's codes.
 */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  static override readonly docsPath = '/errors#chainnotsupportederror'
  constructor(parameters?: BaseErrorParameters) {
    super('Chain is not supported', parameters)
  }
}
