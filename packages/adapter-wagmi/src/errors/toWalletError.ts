import { BaseError } from '@openappkit/core'
import { InvalidWalletResponseError, UserRejectedRequestError, WalletRequestError } from './walletErrors'

/** Reads an EIP-1193 / JSON-RPC error code anywhere in a cause chain (viem and wagmi wrap them). */
export function errorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    const { code, data, cause } = current as { code?: unknown; data?: unknown; cause?: unknown }
    if (typeof code === 'number') return code
    // MetaMask Mobile nests the real code here.
    const original = (data as { originalError?: { code?: unknown } } | undefined)?.originalError?.code
    if (typeof original === 'number') return original
    current = cause
  }
  return undefined
}

function hasName(error: unknown, name: string): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    if ((current as { name?: unknown }).name === name) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * What the node or wallet said, from a viem or wagmi error's own `details` (a revert reason, the
 * wallet's message), not its `message`, which also lists the RPC URL (an API key, often) and the
 * request body.
 */
function detailsOf(error: unknown): string | undefined {
  const { details, shortMessage } = (error ?? {}) as { details?: unknown; shortMessage?: unknown }
  if (typeof details === 'string' && details) return details
  if (typeof shortMessage === 'string' && shortMessage) return shortMessage
  return error instanceof Error ? error.message : undefined
}

export function isUserRejection(error: unknown): boolean {
  return errorCode(error) === UserRejectedRequestError.code || hasName(error, 'UserRejectedRequestError')
}

/**
 * Turns whatever a wallet or wagmi threw into one of ours: a refusal becomes a
 * UserRejectedRequestError, a malformed answer an InvalidWalletResponseError, anything else a
 * WalletRequestError naming the action. Our own errors pass through unchanged.
 */
export function toWalletError(error: unknown, action: string): BaseError {
  // Core's BaseError is ours; viem's and wagmi's are other classes and get wrapped.
  if (error instanceof BaseError) return error
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  if (hasName(error, 'InvalidAddressError'))
    return new InvalidWalletResponseError('address', { cause: error })
  return new WalletRequestError(action, { cause: error, details: detailsOf(error) })
}
