import { frameErrorMessages } from './constants.ts'

/** An EIP-1193 error: `code` is what wallets and viem read (4001 refused, 4200 unsupported, 4100 unauthorised). */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  constructor(code: number, message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
  }
}

/** A frame failure as a provider error: an abort while the user was asked (modal closed) is their refusal. */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const message = error instanceof Error ? error.message : String(error)
  if (message === frameErrorMessages.rpcAborted) return new ProviderRpcError(4001, message, { cause: error })
  return new ProviderRpcError(-32603, message, { cause: error })
}
