import { BaseError, type BaseErrorParameters } from '@openappkit/core'

// Errors of the Solana adapter. Apps match on `shortMessage`, so these sentences are public API.
// A refusal is core's UserRejectedRequestError (the same type for every adapter), not one of these.

export const solanaErrorMessages = {
  walletNotFound: 'Solana wallet not found',
  notConnected: 'No Solana wallet is connected',
  walletRequestFailed: 'The wallet could not complete the request',
  featureUnsupported: 'The wallet does not support this request',
  transactionFailed: 'The transaction failed on chain',
  transactionExpired: 'The transaction expired before it was confirmed',
  invalidAddress: 'Invalid Solana address',
  invalidSignAndSendOptions: 'Invalid solana_signAndSendTransaction options',
  networkNotServed: 'Network not served by the Solana adapter',
  accountNotFound: 'Account not found in the connected wallet',
  tokenNotFound: 'Token mint not found',
  insufficientTokenBalance: 'Not enough tokens to send',
  noRpcUrl: 'The network has no RPC URL',
  rpcFailed: 'The Solana RPC request failed',
  invalidTransactionMessage: 'Invalid transaction message',
  invalidOptions: 'Invalid createSolanaAdapter options',
  noAccount: 'The wallet returned no Solana account',
} as const

type SolanaErrorMessage = (typeof solanaErrorMessages)[keyof typeof solanaErrorMessages]

export class SolanaAdapterError extends BaseError {
  override name = 'SolanaAdapterError'
  static override readonly docsPath = '/errors#solanaadaptererror'
  constructor(message: SolanaErrorMessage, parameters?: BaseErrorParameters) {
    super(message, parameters)
  }
}

/** A transaction that reached the chain (or its preflight) and failed there. */
export class SolanaTransactionError extends BaseError {
  override name = 'SolanaTransactionError'
  static override readonly docsPath = '/errors#solanatransactionerror'
  /** The transaction signature, when the transaction got one before failing. */
  readonly signature: string | undefined
  /** Program logs from the failed simulation or execution, when the node returned them. */
  readonly logs: readonly string[]
  constructor(
    message: typeof solanaErrorMessages.transactionFailed | typeof solanaErrorMessages.transactionExpired,
    parameters: BaseErrorParameters & {
      signature?: string | undefined
      logs?: readonly string[] | undefined
    },
  ) {
    super(message, {
      ...parameters,
      metaMessages: parameters.signature ? [`Signature: ${parameters.signature}`] : undefined,
    })
    this.signature = parameters.signature
    this.logs = parameters.logs ?? []
  }
}
