import type { Connector } from '../adapters/types.ts'
import type { ChainNamespace } from '../networks/types.ts'

// One session serves every namespace it approved: ending it for one ends it for all.
const sessionTypes = new Set<string>(['WALLET_CONNECT', 'AUTH'] satisfies Connector['type'][])

export type NamespaceConnection = {
  namespace: ChainNamespace
  /** The connector the namespace is connected (or connecting) through; absent when disconnected. */
  connectorId?: string | undefined
  /** That connector's type (a `Connector['type']`), when known. */
  connectorType?: string | undefined
}

/**
 * The namespaces a disconnect of `requested` ends. Every requested one, plus,
 * for a requested namespace connected through WalletConnect or the embedded wallet, every other
 * namespace connected through the same connector. An extension's namespaces are separate
 * sessions: disconnecting one leaves the other.
 */
export function namespacesToDisconnect(
  requested: readonly ChainNamespace[],
  connections: readonly NamespaceConnection[],
): ChainNamespace[] {
  const result = [...new Set(requested)]
  for (const namespace of requested) {
    const own = connections.find((c) => c.namespace === namespace)
    if (!own?.connectorId || !own.connectorType || !sessionTypes.has(own.connectorType)) continue
    for (const sibling of connections) {
      if (sibling.connectorId === own.connectorId && !result.includes(sibling.namespace))
        result.push(sibling.namespace)
    }
  }
  return result
}
