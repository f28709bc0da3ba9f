import { BaseError, type BaseErrorParameters } from '@openappkit/core'

// A refusal, an "already pending" answer and a failed add-chain are core's types, so the modal
// and apps decide on them whatever adapter the wallet came through. Re-exported for apps that
// import them from here.
export {
  ChainNotSupportedError,
  RequestAlreadyPendingError,
  UserRejectedRequestError,
} from '@openappkit/core'

// The adapter's own errors. Core's BaseError carries the short message apps show and keeps the
// wallet's error as `cause`, so a caller can still read the wallet's code.

/** The wallet answered, but not with anything usable (a malformed address, signature or hash). */
export class InvalidWalletResponseError extends BaseError {
  override name = 'InvalidWalletResponseError'
  static override readonly docsPath = '/errors#invalidwalletresponseerror'
  constructor(what: string, parameters?: BaseErrorParameters) {
    super(`The wallet answered with an invalid ${what}`, parameters)
  }
}

/** A send or batch for a network the wallet is not on: nothing was asked of the user. */
export class WalletOnOtherNetworkError extends BaseError {
  override name = 'WalletOnOtherNetworkError'
  static override readonly docsPath = '/errors#walletonothernetworkerror'
  constructor(walletChainId: number | undefined, requestedChainId: number) {
    super('The wallet is on another network', {
      details: `The request is for chain ${requestedChainId}; the wallet is on ${walletChainId === undefined ? 'an unknown chain' : `chain ${walletChainId}`}. Switch the network first.`,
    })
  }
}

/** The wallet did not answer in time where no user decision is involved (restoring a session). */
export class WalletTimeoutError extends BaseError {
  override name = 'WalletTimeoutError'
  static override readonly docsPath = '/errors#wallettimeouterror'
  constructor(action: string, timeoutMs: number) {
    super(`The wallet did not answer while ${action}`, { details: `No answer within ${timeoutMs} ms` })
  }
}

export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  static override readonly docsPath = '/errors#connectornotfounderror'
  constructor(connectorId: string) {
    super('Connector not found', { details: `No EVM connector with id "${connectorId}"` })
  }
}

export class NotConnectedError extends BaseError {
  override name = 'NotConnectedError'
  static override readonly docsPath = '/errors#notconnectederror'
  constructor(action: string) {
    super(`Connect a wallet before ${action}`)
  }
}

/** Any other wallet failure: the action in the message, the wallet's error as cause. */
export class WalletRequestError extends BaseError {
  override name = 'WalletRequestError'
  static override readonly docsPath = '/errors#walletrequesterror'
  constructor(action: string, parameters?: BaseErrorParameters) {
    super(`The wallet could not ${action}`, parameters)
  }
}
