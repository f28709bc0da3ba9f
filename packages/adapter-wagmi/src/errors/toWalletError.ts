import { BaseError, RequestAlreadyPendingError, UserRejectedRequestError } from '@openappkit/core'
import { errorChain, isWalletRefusal, walletErrorCode } from '@openappkit/core/internal'
import { InvalidWalletResponseError, WalletRequestError } from './walletErrors.ts'

// WalletConnect's "User rejected." (its SDK error USER_REJECTED). Not a refusal on
// wallet_switchEthereumChain, where 5000 means "add the chain first" (switchNetwork).
const walletConnectUserRejected = 5000

function hasName(error: unknown, name: string): boolean {
  return errorChain(error).some((link) => (link as { name?: unknown }).name === name)
}

/**
 * What the node or wallet said, from a viem or wagmi error's own `details` (a revert reason, the
 * wallet's message), not its `message`, which also lists the RPC URL (an API key, often) and the
 * request body.
 */
function detailsOf(error: unknown): string | undefined {
  const { details, shortMessage, message } = (error ?? {}) as {
    details?: unknown
    shortMessage?: unknown
    message?: unknown
  }
  if (typeof details === 'string' && details) return details
  if (typeof shortMessage === 'string' && shortMessage) return shortMessage
  // An Error's, or a wallet's plain { code, message } answer (viem's client read those too).
  return typeof message === 'string' && message ? message : undefined
}

/**
 * Turns whatever a wallet or wagmi threw into one of ours: a refusal becomes core's
 * UserRejectedRequestError (4001, WalletConnect's 5000, viem's and wagmi's wrappers at any depth,
 * or only the wallet's words), -32002 a RequestAlreadyPendingError, a malformed answer an
 * InvalidWalletResponseError, anything else a WalletRequestError naming the action. Our own
 * errors pass through unchanged; the wallet's error is always kept as `cause`.
 */
export function toWalletError(error: unknown, action: string): BaseError {
  // Core's BaseError is ours; viem's and wagmi's are other classes and get wrapped.
  if (error instanceof BaseError) return error
  if (isWalletRefusal(error, { codes: [walletConnectUserRejected] }))
    return new UserRejectedRequestError({ cause: error })
  if (walletErrorCode(error) === RequestAlreadyPendingError.code)
    return new RequestAlreadyPendingError({ cause: error })
  if (hasName(error, 'InvalidAddressError'))
    return new InvalidWalletResponseError('address', { cause: error })
  return new WalletRequestError(action, { cause: error, details: detailsOf(error) })
}
