import type { AppKit } from '../appKit.ts'
import type { ChainNamespace } from '../networks/types.ts'
import type { ConnectionStatus } from '../state/types.ts'
import { watchAtom } from './watchers.ts'

export function getConnectionStatus(appKit: AppKit, namespace: ChainNamespace): ConnectionStatus {
  return appKit.store.get(appKit.atoms.accountField(namespace, 'status'))
}

export function watchConnectionStatus(
  appKit: AppKit,
  namespace: ChainNamespace,
  onChange: (status: ConnectionStatus, previous: ConnectionStatus) => void,
): () => void {
  return watchAtom(appKit, appKit.atoms.accountField(namespace, 'status'), onChange)
}
