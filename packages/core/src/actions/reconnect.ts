import type { AppKit } from '../appKit.ts'
import { BaseError } from '../errors/base.ts'
import { ModuleLoadError } from '../errors/moduleLoad.ts'
import { beginAttempt, endAttempt, ownsNamespace } from '../lifecycle/attempts.ts'
import { checkConnectionResult } from '../lifecycle/checkConnectionResult.ts'
import { dismissLateConnection } from '../lifecycle/dismissLateConnection.ts'
import { storedWalletInfo } from '../lifecycle/storedWalletInfo.ts'
import type { ChainNamespace } from '../networks/types.ts'
import type { ConnectionStatus } from '../storage/storageSchemas.ts'
import { applyConnectionResult, markDisconnected } from './applyConnection.ts'

/** How long a restore may show `connecting` when the adapter names no time of its own. */
export const defaultRestoreTimeoutMs = 10_000

/** On load: a stored `connected` becomes `connecting`; anything else is `disconnected`. */
export function statusOnLoad(stored: ConnectionStatus | undefined): ConnectionStatus {
  return stored === 'connected' || stored === 'connecting' ? 'connecting' : 'disconnected'
}

/**
 * Restores each namespace's connection on load. Statuses move to `connecting` synchronously (so
 * a first render already shows it), then each adapter's sync decides connected or disconnected;
 * a failed sync means disconnected. A stored `disconnected` clears that namespace's address caches.
 *
 * Each restore is an attempt that owns its namespace (see the README's connection lifecycle): a
 * connect, disconnect or `cancelConnect` made meanwhile wins, and the restore's answer, or its
 * failure, then changes nothing. A wallet slower than the adapter's `syncTimeoutMs` shows
 * `disconnected` from then on, but the stored connection is kept and its late answer is still
 * adopted while nothing else took the namespace over. Resolves when every restore has answered
 * or timed out.
 */
export function reconnect(appKit: AppKit): Promise<void> {
  const namespaces = Object.keys(appKit.adapters) as ChainNamespace[]
  const connections = appKit.storage.get('connections') ?? {}
  const pending: Promise<void>[] = []
  for (const namespace of namespaces) {
    const stored = appKit.storage.getConnectionStatus(namespace)
    if (stored === 'disconnected') appKit.storage.clearAddressCaches(namespace)
    const connectorId = connections[namespace]?.connectorId
    const status = connectorId ? statusOnLoad(stored) : 'disconnected'
    appKit.store.set(appKit.atoms.account(namespace), (current) => ({ ...current, status }))
    const adapter = appKit.adapters[namespace]
    if (status !== 'connecting' || !connectorId || !adapter) continue
    pending.push(restoreNamespace(appKit, namespace, connectorId))
  }
  return Promise.all(pending).then(() => undefined)
}

function restoreNamespace(appKit: AppKit, namespace: ChainNamespace, connectorId: string): Promise<void> {
  const adapter = appKit.adapters[namespace]
  if (!adapter) return Promise.resolve()
  const accountAtom = appKit.atoms.account(namespace)
  const showDisconnected = () =>
    appKit.store.set(accountAtom, (current) =>
      current.address || current.status === 'disconnected' ? current : { ...current, status: 'disconnected' },
    )
  const attempt = beginAttempt(appKit, {
    namespace,
    kind: 'restore',
    connectorId,
    onCancel: showDisconnected,
  })
  const network = appKit.store.get(appKit.atoms.activeCaipNetwork)
  const timeoutMs = adapter.syncTimeoutMs ?? defaultRestoreTimeoutMs
  return new Promise<void>((settle) => {
    const timer = appKit.clock.setTimeout(() => {
      if (ownsNamespace(appKit, attempt)) {
        // The wallet has not said no: storage keeps the connection, and a late yes still counts.
        showDisconnected()
        appKit.emitter.emit('error', {
          error: new BaseError('Restoring the connection timed out', {
            details: `${connectorId} did not answer within ${timeoutMs} ms; its answer is still taken if it comes`,
          }),
          source: 'syncConnection',
        })
      }
      settle()
    }, timeoutMs)
    // A connect, disconnect or cancel took the namespace over: the restore has ended for `ready`.
    attempt.signal.addEventListener('abort', () => settle(), { once: true })
    adapter
      .syncConnection({
        connectorId,
        network: network?.chainNamespace === namespace ? network : undefined,
        signal: attempt.signal,
      })
      .then((answer) => {
        const result = answer === null ? null : checkConnectionResult(answer)
        if (!ownsNamespace(appKit, attempt)) {
          if (result?.accounts.length) dismissLateConnection(appKit, namespace, result.connectorId)
          return
        }
        endAttempt(appKit, attempt)
        if (!result?.accounts.length) {
          markDisconnected(appKit, namespace)
          return
        }
        // The network the user chose last stays active while its namespace's connection is
        // stored: another namespace's restore leaves it.
        const active = appKit.store.get(appKit.atoms.activeNamespace)
        const keepActiveNetwork =
          active !== undefined && active !== namespace && Boolean(appKit.storage.get('connections')?.[active])
        applyConnectionResult(appKit, namespace, result, { keepActiveNetwork })
        const wallet = storedWalletInfo(appKit, namespace, result.connectorId)
        appKit.store.set(appKit.atoms.account(namespace), (current) =>
          current.connectedWalletInfo || !wallet ? current : { ...current, connectedWalletInfo: wallet },
        )
      })
      .catch((error: unknown) => {
        if (!ownsNamespace(appKit, attempt)) return
        endAttempt(appKit, attempt)
        appKit.emitter.emit('error', { error, source: 'syncConnection' })
        // The adapter's own code did not come: the wallet said nothing, so storage keeps the
        // connection for the next page, as after a timeout.
        if (error instanceof ModuleLoadError) showDisconnected()
        else markDisconnected(appKit, namespace)
      })
      .finally(() => {
        appKit.clock.clearTimeout(timer)
        settle()
      })
  })
}
