import { toastMessages } from '../alerts/toastMessages.ts'
import { BaseError, type BaseErrorParameters } from './base.ts'

export type ServiceName = 'blockchainApi' | 'walletDirectory' | 'analytics' | 'rpc'

/** The app set `services.<name>` to false: the SDK makes no request to it. */
export class ServiceDisabledError extends BaseError {
  override name = 'ServiceDisabledError'
  static override readonly docsPath = '/errors#servicedisablederror'
  readonly service: ServiceName
  constructor(service: ServiceName) {
    super(`The ${service} service is switched off`, {
      details: `services.${service} is false, so no request is made to it`,
    })
    this.service = service
  }
}

/** A service answered with a body that is not JSON or not the shape its schema describes. */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  static override readonly docsPath = '/errors#invalidresponseerror'
  readonly url: string
  constructor(url: string, parameters: BaseErrorParameters = {}) {
    super(`Invalid response from ${url}`, parameters)
    this.url = url
  }
}

/** A balance fetch failed less than 30 s ago; no request is made until the block ends. */
export class BalanceRetryBlockedError extends BaseError {
  override name = 'BalanceRetryBlockedError'
  static override readonly docsPath = '/errors#balanceretryblockederror'
  readonly retryAfterMs: number
  constructor(retryAfterMs: number) {
    super(toastMessages.tokenBalanceUnavailable.message, {
      details: `A balance fetch failed; retrying in ${Math.ceil(retryAfterMs / 1000)} s`,
    })
    this.retryAfterMs = retryAfterMs
  }
}

/** No connector can reach the wallet: not installed and no WalletConnect connector to pair it. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  static override readonly docsPath = '/errors#connectornotfounderror'
  constructor(walletName: string) {
    super('Connector not found', {
      details: `${walletName} is not installed and no adapter offers a WalletConnect connector`,
    })
  }
}

/** A request the SDK was about to send failed its own schema; nothing was sent. */
export class InvalidRequestError extends BaseError {
  override name = 'InvalidRequestError'
  static override readonly docsPath = '/errors#invalidrequesterror'
  constructor(shortMessage: string, details: string) {
    super(shortMessage, { details })
  }
}
