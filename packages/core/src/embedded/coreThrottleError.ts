import { EmailThrottleError } from '../errors/domain.ts'
import { isRecord } from '../validators/checks.ts'

/**
 * The frame client (a leaf: it imports no package of ours) throws its own `EmailThrottleError`.
 * An app catches core's, so core hands on core's: recognised by shape, the client's kept as cause.
 */
export function toCoreThrottleError(error: unknown): unknown {
  if (error instanceof EmailThrottleError) return error
  if (
    isRecord(error) &&
    error.name === 'EmailThrottleError' &&
    typeof error.retryAfterSeconds === 'number' &&
    Number.isFinite(error.retryAfterSeconds) &&
    error.retryAfterSeconds > 0
  )
    // No details: the message stays the throttle's text alone.
    return new EmailThrottleError(Math.ceil(error.retryAfterSeconds), { cause: error, details: '' })
  return error
}
