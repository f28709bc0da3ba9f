import type { AppKit } from '../appKit.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { currentAttempt } from './attempts.ts'

/**
 * A wallet answered an attempt that no longer owns its namespace: its session is ended on the
 * wallet side (that connector only), never adopted. The connection the namespace has now, or
 * the one being made, is left alone even when it is the same connector (the user picked the
 * same wallet again).
 */
export function dismissLateConnection(appKit: AppKit, namespace: ChainNamespace, connectorId: string): void {
  const account = appKit.store.get(appKit.atoms.account(namespace))
  if (account.address && account.connectorId === connectorId) return
  if (currentAttempt(appKit, namespace)?.connectorId === connectorId) return
  appKit.adapters[namespace]
    ?.disconnect({ connectorId })
    .catch((error: unknown) => appKit.emitter.emit('error', { error, source: 'disconnect' }))
}
