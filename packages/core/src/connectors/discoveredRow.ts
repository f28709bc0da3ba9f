import { getConnectors } from '../actions/getConnectors.ts'
import type { Connector } from '../adapters/types.ts'
import type { AppKit } from '../appKit.ts'
import { abandonReason, beginAttempt, endAttempt } from '../lifecycle/attempts.ts'
import { wait } from '../timing/clock.ts'
import { connectorMembers } from './multiChainConnector.ts'

/**
 * How long a click on an extension wallet waits for adapters still discovering the page's wallets
 * (the wagmi adapter's code, fetched after the page's own) before it connects what is found.
 */
export const discoveryWaitMs = 5_000

/**
 * The row an extension wallet's row `connector` (alone or MULTI_CHAIN, as the merged list showed
 * it) stands for once every adapter has discovered the page's wallets, waiting for that at most
 * `discoveryWaitMs`: a wallet clicked while it showed on one namespace only becomes its
 * MULTI_CHAIN row when the other adapter has found it too. A namespace's own connector that is
 * not a row (one member of a MULTI_CHAIN row: the app chose that namespace) stays as it is, and
 * so does a row no longer listed (the adapter then says the wallet is gone).
 *
 * The wait is already the connect of the clicked row's namespaces: a cancel, another connect
 * there or `signal` ends it, and it rejects with `ConnectionAbandonedError`, having asked nothing.
 */
export async function discoveredRow(
  appKit: AppKit,
  connector: Connector,
  signal: AbortSignal | undefined,
): Promise<Connector> {
  const clicked = connectorMembers(connector)
  const sameRow = (row: Connector) => {
    const members = connectorMembers(row)
    return members.length === clicked.length && members.every(holds(clicked))
  }
  if (!getConnectors(appKit).some(sameRow)) return connector
  const attempts = clicked.map((member) =>
    beginAttempt(appKit, { namespace: member.chain, kind: 'connect', connectorId: member.id, signal }),
  )
  const stop = new AbortController()
  const abort = () => stop.abort()
  for (const attempt of attempts) attempt.signal.addEventListener('abort', abort, { once: true })
  try {
    await Promise.race([appKit.discovered, wait(appKit.clock, discoveryWaitMs, stop.signal)])
  } finally {
    stop.abort()
    for (const attempt of attempts) {
      attempt.signal.removeEventListener('abort', abort)
      endAttempt(appKit, attempt)
    }
  }
  const left = attempts.find((attempt) => attempt.signal.aborted)
  if (left) throw abandonReason(left)
  return getConnectors(appKit).find((row) => clicked.some(holds(connectorMembers(row)))) ?? connector
}

/** Whether `connectors` holds a namespace connector (same namespace, same id). */
const holds = (connectors: readonly Connector[]) => (connector: Connector) =>
  connectors.some((c) => c.chain === connector.chain && c.id === connector.id)
