import type { AppKit } from '../appKit'
import type { ChainNamespace } from '../networks/types'
import type { ConnectionStatus } from '../storage/storageSchemas'
import { applyConnectionResult, markDisconnected } from './applyConnection'

/** SPEC §4 on load: a stored `connected` becomes `connecting`; anything else is `disconnected`. */
export function statusOnLoad(stored: ConnectionStatus | undefined): ConnectionStatus {
  return stored === 'connected' || stored === 'connecting' ? 'connecting' : 'disconnected'
}

/**
 * Restores each namespace's connection on load. Statuses move to `connecting` synchronously (so
 * a first render already shows it), then each adapter's sync decides connected or disconnected;
 * a failed sync means disconnected. A stored `disconnected` clears that namespace's address caches.
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
    if (status !== 'connecting' || !connectorId) continue
    const adapter = appKit.adapters[namespace]
    if (!adapter) continue
    const network = appKit.store.get(appKit.atoms.activeCaipNetwork)
    pending.push(
      adapter
        .syncConnection({ connectorId, network: network?.chainNamespace === namespace ? network : undefined })
        .then(
          (result) => {
            if (result?.accounts.length) applyConnectionResult(appKit, namespace, result)
            else markDisconnected(appKit, namespace)
          },
          (error: unknown) => {
            appKit.emitter.emit('error', { error, source: 'syncConnection' })
            markDisconnected(appKit, namespace)
          },
        ),
    )
  }
  return Promise.all(pending).then(() => undefined)
}
