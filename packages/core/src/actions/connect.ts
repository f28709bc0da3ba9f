import type { AppKit } from '../appKit'
import type { CaipNetwork, ChainNamespace } from '../networks/types'
import { assertAdapterExists } from '../validators/assertNamespace'
import { applyConnectionResult } from './applyConnection'
import { getAccount } from './getAccount'

export type ConnectParameters = {
  connectorId: string
  /** Defaults to the namespace of `network`, else the active namespace. */
  namespace?: ChainNamespace | undefined
  network?: CaipNetwork | undefined
}

/**
 * Connects through a namespace adapter. The status is `connecting` while the wallet decides;
 * a refusal rejects with the adapter's error (also emitted as an `error` event) and leaves the
 * namespace disconnected.
 */
export async function connect(appKit: AppKit, parameters: ConnectParameters) {
  const namespace =
    parameters.namespace ??
    parameters.network?.chainNamespace ??
    appKit.store.get(appKit.atoms.activeNamespace) ??
    appKit.options.defaultNetwork.chainNamespace
  const adapter = assertAdapterExists(appKit.adapters, namespace)
  const accountAtom = appKit.atoms.account(namespace)
  const before = appKit.store.get(accountAtom)
  appKit.store.set(accountAtom, { ...before, status: 'connecting' })
  try {
    const result = await adapter.connect({ connectorId: parameters.connectorId, network: parameters.network })
    applyConnectionResult(appKit, namespace, result)
  } catch (error) {
    appKit.store.set(accountAtom, (current) => ({
      ...current,
      status: before.address ? before.status : 'disconnected',
    }))
    appKit.emitter.emit('error', { error, source: 'connect' })
    throw error
  }
  return getAccount(appKit, { namespace })
}
