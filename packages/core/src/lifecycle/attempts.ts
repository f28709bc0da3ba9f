import type { AppKit } from '../appKit.ts'
import { BaseError } from '../errors/base.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { perInstance } from '../utils/perInstance.ts'

export type AttemptKind = 'connect' | 'restore'

/**
 * One connect or restore of a namespace. Only the namespace's latest attempt may change state;
 * `signal` aborts when a newer attempt, a disconnect or a cancel takes the namespace over, so an
 * adapter can stop waiting and leave its own state as it was.
 */
export type ConnectionAttempt = {
  readonly namespace: ChainNamespace
  readonly kind: AttemptKind
  readonly connectorId: string
  readonly signal: AbortSignal
}

type Owner = ConnectionAttempt & { controller: AbortController; onCancel: () => void }

/** The attempt was abandoned: a newer connect, a disconnect or a cancel took its namespace over. */
export class ConnectionAbandonedError extends BaseError {
  override name = 'ConnectionAbandonedError'
  static override readonly docsPath = '/errors#connectionabandonederror'
  constructor(reason: string, cause?: unknown) {
    super('The connection attempt was abandoned', { details: reason, cause })
  }
}

/** Per instance and per namespace: the attempt that owns it. */
const ownersOf = perInstance(() => new Map<ChainNamespace, Owner>())

/**
 * Starts an attempt that owns `namespace` from now on; the one it replaces is aborted. An aborted
 * `signal` (the caller's) cancels it: `onCancel` then puts the state back at once, without
 * waiting for the wallet.
 */
export function beginAttempt(
  appKit: AppKit,
  parameters: {
    namespace: ChainNamespace
    kind: AttemptKind
    connectorId: string
    signal?: AbortSignal | undefined
    onCancel?: (() => void) | undefined
  },
): ConnectionAttempt {
  const { namespace, signal } = parameters
  if (signal?.aborted)
    throw new ConnectionAbandonedError('Its signal was aborted before it started', signal.reason)
  abandonAttempt(appKit, namespace, `A ${parameters.kind} of ${parameters.connectorId} started after it`)
  const controller = new AbortController()
  const owner: Owner = {
    namespace,
    kind: parameters.kind,
    connectorId: parameters.connectorId,
    signal: controller.signal,
    controller,
    onCancel: parameters.onCancel ?? (() => {}),
  }
  ownersOf(appKit).set(namespace, owner)
  signal?.addEventListener(
    'abort',
    () => {
      if (ownersOf(appKit).get(namespace) !== owner) return
      abandonAttempt(appKit, namespace, 'Its signal was aborted', signal.reason)
      owner.onCancel()
    },
    { once: true },
  )
  return owner
}

/** Whether `attempt` still owns its namespace: only then may its result become state. */
export function ownsNamespace(appKit: AppKit, attempt: ConnectionAttempt): boolean {
  return ownersOf(appKit).get(attempt.namespace) === attempt && !attempt.signal.aborted
}

/** The attempt in flight for `namespace`, if any. */
export function currentAttempt(appKit: AppKit, namespace: ChainNamespace): ConnectionAttempt | undefined {
  return ownersOf(appKit).get(namespace)
}

/** Ends `attempt` (it settled) if it still owns its namespace. */
export function endAttempt(appKit: AppKit, attempt: ConnectionAttempt): void {
  if (ownersOf(appKit).get(attempt.namespace) === attempt) ownersOf(appKit).delete(attempt.namespace)
}

/** Aborts the attempt owning `namespace`, if any; returns it, with state left to the caller. */
export function abandonAttempt(
  appKit: AppKit,
  namespace: ChainNamespace,
  reason: string,
  cause?: unknown,
): ConnectionAttempt | undefined {
  const owner = ownersOf(appKit).get(namespace)
  if (!owner) return undefined
  ownersOf(appKit).delete(namespace)
  owner.controller.abort(new ConnectionAbandonedError(reason, cause))
  return owner
}

/** Why `attempt` was abandoned, as the error its caller receives. */
export function abandonReason(attempt: ConnectionAttempt): ConnectionAbandonedError {
  const reason: unknown = attempt.signal.reason
  return reason instanceof ConnectionAbandonedError
    ? reason
    : new ConnectionAbandonedError('A newer attempt took its namespace over', reason)
}

/**
 * Cancels the connects and restores in flight, of one namespace or of all: their state goes
 * back at once (connected if the namespace still has an account, else disconnected), and a
 * late answer from their wallet is ended on the wallet side instead of adopted. Returns
 * whether there was anything to cancel.
 */
export function cancelAttempts(appKit: AppKit, namespace?: ChainNamespace | undefined): boolean {
  const namespaces = namespace ? [namespace] : [...ownersOf(appKit).keys()]
  let cancelled = false
  for (const ns of namespaces) {
    const owner = ownersOf(appKit).get(ns)
    if (!owner) continue
    abandonAttempt(appKit, ns, 'cancelConnect was called')
    owner.onCancel()
    cancelled = true
  }
  return cancelled
}

/**
 * Settles like `answer` while `attempt` owns its namespace, and rejects with the abandon reason
 * the moment it is abandoned, without waiting for the wallet. An answer that comes after that is
 * handed to `onLateAnswer` (a success to end on the wallet side), never to the caller. A caller
 * that receives the answer must still check that it owns the namespace (it may have lost it in
 * between) and end the answer itself if not.
 */
export function untilAbandoned<T>(
  attempt: ConnectionAttempt,
  answer: Promise<T>,
  onLateAnswer: (value: T) => void,
): Promise<T> {
  const abandoned = new Promise<never>((_, reject) => {
    const onAbort = () => reject(abandonReason(attempt))
    if (attempt.signal.aborted) onAbort()
    else attempt.signal.addEventListener('abort', onAbort, { once: true })
  })
  // Only the race's loser is left unhandled; the abandoned branch's rejection is ours to drop.
  abandoned.catch(() => {})
  answer.then(
    (value) => {
      if (attempt.signal.aborted) onLateAnswer(value)
    },
    () => {},
  )
  return Promise.race([answer, abandoned])
}
