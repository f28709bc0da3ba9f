// The error codes of the validator's JSON-RPC service that clients branch on: web3.js reads
// `data.logs` from -32002, wallets show the message of -32003, and so on.
export const RpcErrorCode = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  transactionFailed: -32002,
  signatureVerificationFailure: -32003,
  blockNotAvailable: -32004,
  unsupportedTransactionVersion: -32015,
  minContextSlotNotReached: -32016,
} as const

/** Thrown by a method handler; the dispatcher turns it into the JSON-RPC `error` member. */
export class RpcError extends Error {
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'RpcError'
    this.code = code
    this.data = data
  }
}

export function invalidParams(reason: string): RpcError {
  return new RpcError(RpcErrorCode.invalidParams, `Invalid params: ${reason}`)
}
