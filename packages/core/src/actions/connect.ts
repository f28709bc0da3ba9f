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

// The latest connect per instance and namespace: only its failure may reset the status. A
// WalletConnect pairing left waiting while the user picked another wallet fails minutes later,
// after that one connected.
const latestAttempt = new WeakMap<AppKit, Map<ChainNamespace, object>>()

/**
 * Connects through a namespace adapter. The status is `connecting` while the wallet decides;
 * a refusal rejects with the adapter's error (also emitted as an `error` event) and leaves the
 * namespace as it was, unless another connect has started since (it then owns the state).
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
  const attempt = {}
  const attempts = latestAttempt.get(appKit) ?? new Map<ChainNamespace, object>()
  latestAttempt.set(appKit, attempts.set(namespace, attempt))
  appKit.store.set(accountAtom, { ...before, status: 'connecting' })
  try {
    const result = await adapter.connect({ connectorId: parameters.connectorId, network: parameters.network })
    applyConnectionResult(appKit, namespace, result)
  } catch (error) {
    // Superseded (another connect started since): the caller still hears of the failure, but the
    // state is the newer attempt's.
    if (attempts.get(namespace) === attempt) {
      appKit.store.set(accountAtom, (current) => ({
        ...current,
        status: before.address ? before.status : 'disconnected',
      }))
      appKit.emitter.emit('error', { error, source: 'connect' })
    }
    throw error
  }
  return getAccount(appKit, { namespace })
}
