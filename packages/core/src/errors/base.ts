import { version } from '../version.ts'

export type BaseErrorParameters = {
  cause?: unknown
  details?: string | undefined
  metaMessages?: readonly string[] | undefined
}

export type BaseErrorType = BaseError & { name: 'OpenAppKitError' }

/**
 * The root of every error the SDK throws. `shortMessage` is the exact sentence of the spec, so
 * apps can show it as is; `message` adds details and the docs path when there are any.
 * `docsPath` (`/errors#<class name in lower case>`) names the class's heading of the guide's
 * errors page; errors thrown as `BaseError` itself point at its `OpenAppKitError` heading.
 */
export class BaseError extends Error {
  override name = 'OpenAppKitError'
  static readonly docsPath: string = '/errors#openappkiterror'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string | undefined
  readonly metaMessages: readonly string[] | undefined
  readonly version = `@openappkit/core@${version}`

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { cause, metaMessages } = parameters
    // Each error class names its heading of the guide's errors page (a static, so minifying
    // class names cannot break it).
    const docsPath = (new.target as typeof BaseError).docsPath
    const details = parameters.details !== undefined ? parameters.details : detailsOfCause(cause)
    const message = [
      shortMessage,
      ...(metaMessages?.length ? ['', ...metaMessages] : []),
      ...(details ? ['', `Details: ${details}`] : []),
      ...(docsPath ? [`Docs: ${docsPath}`] : []),
    ].join('\n')
    super(message, cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = docsPath
    this.metaMessages = metaMessages
  }

  /** Follows the cause chain; returns the deepest cause, or the first one `fn` accepts. */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}

/**
 * What a cause adds to our message: ours, its details (or its sentence); a library's error with a
 * short message (viem's, wagmi's), that sentence alone, since its `message` repeats its own
 * details and adds its version and docs; any other Error, its message. The whole cause stays
 * `cause`, for logs.
 */
function detailsOfCause(cause: unknown): string | undefined {
  if (cause instanceof BaseError) return cause.details ?? cause.shortMessage
  if (!(cause instanceof Error)) return undefined
  const { shortMessage } = cause as { shortMessage?: unknown }
  return typeof shortMessage === 'string' && shortMessage ? shortMessage : cause.message
}

function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  if (fn?.(error)) return error
  if (error && typeof error === 'object' && 'cause' in error && error.cause !== undefined) {
    return walk(error.cause, fn)
  }
  return fn ? null : error
}
