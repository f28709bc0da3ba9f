import { EmailThrottleError } from '../errors/domain.ts'

/**
 * The frame client (a leaf: it imports no package of ours) throws its own `EmailThrottleError`.
 * An app catches core's, so core hands on core's: recognised by shape, the client's kept as cause.
 */
export function toCoreThrottleError(error: unknown): unknown {
  if (error instanceof EmailThrottleError) return error
  const candidate = error as { name?: unknown; retryAfterSeconds?: unknown } | null
  if (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.name === 'EmailThrottleError' &&
    typeof candidate.retryAfterSeconds === 'number' &&
    Number.isFinite(candidate.retryAfterSeconds) &&
    candidate.retryAfterSeconds > 0
  )
    // No details: the message stays the throttle's text alone.
    return new EmailThrottleError(Math.ceil(candidate.retryAfterSeconds), { cause: error, details: '' })
  return error
}
