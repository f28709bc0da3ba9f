import { HttpStatusError, type NameErrorKind, NameServiceError } from '../errors/domain.ts'

/** Name calls report the service's first reason, else the spec's fallback sentence. */
export function toNameServiceError(kind: NameErrorKind, error: unknown, name?: string): NameServiceError {
  const reason = error instanceof HttpStatusError ? error.details : undefined
  return new NameServiceError(kind, {
    ...(name === undefined ? {} : { name }),
    ...(reason ? { reason } : {}),
    cause: error,
  })
}
