import type { AppKit } from '../appKit'
import type { ChainNamespace } from '../networks/types'
import type { ConnectionStatus } from '../state/types'
import { watchAtom } from './watchers'

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
