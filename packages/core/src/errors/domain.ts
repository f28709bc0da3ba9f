import { BaseError, type BaseErrorParameters } from './base.ts'
import { defineMessageError } from './defineMessageError.ts'

// The fixed sentences of the product, grouped by the part of it that raises them.
// Apps match on `shortMessage`, so these strings are part of the public API.

export const connectionErrorMessages = {
  chainAdapterNotFound: 'Chain adapter not found',
  namespaceRequired: 'Namespace is required',
  failedToDisconnect: 'Failed to disconnect',
} as const

export const networkErrorMessages = {
  caipNetworkUndefined: 'CaipNetwork is undefined',
  caipNetworkNotFound: 'CaipNetwork not found',
  networkNotFound: 'Network not found',
  gasPriceUnsupported: 'Network not supported for Gas Price',
  swapsUnsupported: 'Network not supported for Swaps',
  invalidChainId: 'Invalid chainId',
} as const

export const sendErrorMessages = {
  amountAndReceiverRequired: 'An amount and receiver address are required',
  tokenRequired: 'A token is required',
  unsupportedChain: 'Unsupported chain',
} as const

export const siwxErrorMessages = {
  notEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  noActiveCaipNetworkOrClient: 'No ActiveCaipNetwork or client found',
  noConnectionClient: 'No ConnectionController client found',
} as const

export const rpcErrorMessages = {
  notAllowed: 'Requested RPC call is not allowed',
} as const

export const frameErrorMessages = {
  iframeNotSet: 'W3mFrame: iframe is not set',
  unknown: 'An error occurred',
  emailDependency: 'Unable to load email login dependency',
} as const

export const activityErrorMessages = {
  accountAddressRequired: "Transactions can't be fetched without an accountAddress",
} as const

export const ConnectionError = defineMessageError('ConnectionError', connectionErrorMessages)
export type ConnectionError = InstanceType<typeof ConnectionError>

export const NetworkError = defineMessageError('NetworkError', networkErrorMessages)
export type NetworkError = InstanceType<typeof NetworkError>

export const SendError = defineMessageError('SendError', sendErrorMessages)
export type SendError = InstanceType<typeof SendError>

export const SiwxError = defineMessageError('SiwxError', siwxErrorMessages)
export type SiwxError = InstanceType<typeof SiwxError>

export const RpcRequestError = defineMessageError('RpcRequestError', rpcErrorMessages)
export type RpcRequestError = InstanceType<typeof RpcRequestError>

/** A frame error event carries its own message; an empty one falls back to the spec's generic text. */
export class FrameError extends BaseError {
  override name = 'FrameError'
  static override readonly docsPath = '/errors#frameerror'
  constructor(message: string | undefined, parameters?: BaseErrorParameters) {
    super(message || frameErrorMessages.unknown, parameters)
  }
}

export const ActivityError = defineMessageError('ActivityError', activityErrorMessages)
export type ActivityError = InstanceType<typeof ActivityError>

export class EmailThrottleError extends BaseError {
  override name = 'EmailThrottleError'
  static override readonly docsPath = '/errors#emailthrottleerror'
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number, parameters?: BaseErrorParameters) {
    super(`Please try again after ${retryAfterSeconds} seconds`, parameters)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export class HttpStatusError extends BaseError {
  override name = 'HttpStatusError'
  static override readonly docsPath = '/errors#httpstatuserror'
  readonly status: number
  constructor(status: number, parameters?: BaseErrorParameters) {
    super(`HTTP status code: ${status}`, parameters)
    this.status = status
  }
}

export type NameErrorKind = 'resolve' | 'suggestions' | 'reverse' | 'register'

/** Name-service errors prefer the server's first reason description over the fallback. */
export class NameServiceError extends BaseError {
  override name = 'NameServiceError'
  static override readonly docsPath = '/errors#nameserviceerror'
  constructor(kind: NameErrorKind, options: { name?: string; reason?: string; cause?: unknown } = {}) {
    const fallback = {
      resolve: 'Error resolving name',
      suggestions: 'Error fetching name suggestions',
      reverse: 'Error fetching names for address',
      register: `Error registering name ${options.name ?? ''}`.trim(),
    }[kind]
    super(options.reason || fallback, { cause: options.cause })
  }
}
