import { BaseError, type BaseErrorParameters } from './base.ts'

// A wallet's "no" and its "a request is already waiting" reach core as these types from the
// adapters, whatever code, class or sentence the wallet used (the adapters map them and keep
// the wallet's error as `cause`). Everything above the adapters decides on the type alone.

/** The user refused the request in the wallet. */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  static override readonly docsPath = '/errors#userrejectedrequesterror'
  /** EIP-1193's code for a refusal. */
  static readonly code = 4001
  constructor(parameters?: BaseErrorParameters) {
    super('The request was rejected in the wallet', parameters)
  }
}

/**
 * The wallet is still showing an earlier request of this site (EIP-1193 -32002, "already
 * pending"): nothing new was asked; the user finishes the waiting one in the wallet.
 */
export class RequestAlreadyPendingError extends BaseError {
  override name = 'RequestAlreadyPendingError'
  static override readonly docsPath = '/errors#requestalreadypendingerror'
  static readonly code = -32002
  constructor(parameters?: BaseErrorParameters) {
    super('A request is already waiting in the wallet', parameters)
  }
}

/** True for a refusal the adapter reported; looks at our type only, never at codes or wording. */
export function isUserRejection(error: unknown): error is UserRejectedRequestError {
  return error instanceof UserRejectedRequestError
}

/** True when the wallet answered that an earlier request of this site is still waiting. */
export function isRequestAlreadyPending(error: unknown): error is RequestAlreadyPendingError {
  return error instanceof RequestAlreadyPendingError
}
