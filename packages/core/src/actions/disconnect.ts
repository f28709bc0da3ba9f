import type { AppKit } from '../appKit.ts'
import { namespacesToDisconnect } from '../connectors/namespacesToDisconnect.ts'
import { ConnectionError, connectionErrorMessages } from '../errors/domain.ts'
import { abandonAttempt } from '../lifecycle/attempts.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { markDisconnected } from './applyConnection.ts'
import { trackEvent } from './trackEvent.ts'

export type DisconnectParameters = { namespace?: ChainNamespace | undefined }

/**
 * Disconnects one namespace, or every connected one: a namespace connected through
 * WalletConnect or the embedded wallet takes with it every sibling namespace on the same
 * connector, since they share one session (`namespacesToDisconnect`). State is reset even if the wallet fails to
 * end its session; the failure is then raised as "Failed to disconnect". A connect or restore
 * still waiting on the namespace is abandoned: its wallet's late answer is not adopted. A
 * disconnect that ended every session is tracked (`DISCONNECT_SUCCESS`, with the namespaces); a
 * failure is an error event.
 */
export async function disconnect(appKit: AppKit, parameters: DisconnectParameters = {}): Promise<void> {
  const open = (Object.keys(appKit.adapters) as ChainNamespace[]).filter(
    (ns) => appKit.store.get(appKit.atoms.account(ns)).status !== 'disconnected',
  )
  const namespaces = parameters.namespace
    ? namespacesToDisconnect([parameters.namespace], open.map(connectionOf(appKit)))
    : open
  const failures: unknown[] = []
  await Promise.all(
    namespaces.map(async (namespace) => {
      abandonAttempt(appKit, namespace, 'disconnect was called')
      const adapter = appKit.adapters[namespace]
      const { connectorId } = appKit.store.get(appKit.atoms.account(namespace))
      try {
        await adapter?.disconnect({ connectorId })
      } catch (error) {
        appKit.emitter.emit('error', { error, source: 'disconnect' })
        failures.push(error)
      } finally {
        markDisconnected(appKit, namespace)
      }
    }),
  )
  if (failures.length) {
    throw new ConnectionError(connectionErrorMessages.failedToDisconnect, { cause: failures[0] })
  }
  if (namespaces.length) void trackEvent(appKit, { event: 'DISCONNECT_SUCCESS', properties: { namespaces } })
}

function connectionOf(appKit: AppKit) {
  return (namespace: ChainNamespace) => {
    const { connectorId, connectedWalletInfo } = appKit.store.get(appKit.atoms.account(namespace))
    const connector = connectorId
      ? appKit.store.get(appKit.atoms.connectors)[namespace]?.find((c) => c.id === connectorId)
      : undefined
    return { namespace, connectorId, connectorType: connector?.type ?? connectedWalletInfo?.type }
  }
}
