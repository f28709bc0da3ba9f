import type { FrameTimeoutReason } from './constants.ts'

/** A request to the frame failed: refused input, an ERROR answer, an abort. `message` is what to show. */
export class FrameError extends Error {
  override name = 'FrameError'
  /** Set when the failure is a timeout or an abort after one. */
  readonly reason: FrameTimeoutReason | undefined
  constructor(message: string, options: { reason?: FrameTimeoutReason; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.reason = options.reason
  }
}

/** "Please try again after N seconds", N rounded up. */
export class EmailThrottleError extends FrameError {
  override name = 'EmailThrottleError'
  readonly retryAfterSeconds: number
  constructor(seconds: number) {
    super(`Please try again after ${seconds} seconds`)
    this.retryAfterSeconds = seconds
  }
}
