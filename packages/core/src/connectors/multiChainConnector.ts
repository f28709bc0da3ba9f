import type { Connector } from '../adapters/types.ts'
import type { ChainNamespace } from '../networks/types.ts'

/**
 * One wallet present on several namespaces (an EIP-6963 announcement and a Wallet Standard wallet
 * of the same extension), shown as one row. `connectors` holds each namespace's own connector,
 * in the order they are connected; `chain` is the first one's.
 */
export type MultiChainConnector = Connector & {
  type: 'MULTI_CHAIN'
  connectors: readonly Connector[]
}

export function isMultiChainConnector(connector: Connector | undefined): connector is MultiChainConnector {
  return (
    connector?.type === 'MULTI_CHAIN' && Array.isArray((connector as { connectors?: unknown }).connectors)
  )
}

/** The namespaces a connector reaches: each member's for a MULTI_CHAIN row, else its own. */
export function connectorNamespaces(connector: Connector): ChainNamespace[] {
  return connectorMembers(connector).map((c) => c.chain)
}

/** The namespace connectors a row stands for: a MULTI_CHAIN row's members, else the connector itself. */
export function connectorMembers(connector: Connector): readonly Connector[] {
  return isMultiChainConnector(connector) ? connector.connectors : [connector]
}
