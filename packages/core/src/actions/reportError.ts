import type { AppKit, AppKitEvents } from '../appKit.ts'
import { BaseError } from '../errors/base.ts'
import { trackEvent } from './trackEvent.ts'

/**
 * What happens to every `error` event of an instance (`createAppKit` wires it): a
 * universal-provider error raises its alert, once per kind (`appKit.reportProviderError`); and
 * the error is posted to analytics as an `error` event, at most 5 per 60 s
 * (`appKit.telemetryLimiter`); the rest are dropped. Resolves true when an event was posted.
 */
export function reportError(appKit: AppKit, { error, source }: AppKitEvents['error']): Promise<boolean> {
  appKit.reportProviderError(error)
  if (!appKit.telemetryLimiter.tryAcquire()) return Promise.resolve(false)
  return trackEvent(appKit, {
    type: 'error',
    event: 'ERROR',
    properties: { source, message: errorMessage(error) },
  })
}

function errorMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error) return error.message
  return String(error)
}
