import type { Connector, ConnectorType } from '@openappkit/core'
import type { Connector as WagmiConnector } from '@wagmi/core'

export type ConnectorMeta = { type: ConnectorType; rdns?: string | undefined; provider?: unknown }

/** A wagmi connector as core sees it: id, kind, name, icon and, for EIP-6963 wallets, the rdns. */
export function toConnector(connector: WagmiConnector, meta: ConnectorMeta): Connector {
  return {
    id: connector.id,
    type: meta.type,
    name: connector.name,
    chain: 'eip155',
    ...(meta.rdns ? { info: { rdns: meta.rdns } } : {}),
    ...(connector.icon ? { imageUrl: connector.icon } : {}),
    ...(meta.provider ? { provider: meta.provider } : {}),
  }
}

/** How a connector of an app-built wagmi config is classified when we did not create it. */
export function guessConnectorType(connector: WagmiConnector): ConnectorType {
  if (connector.type === 'walletConnect') return 'WALLET_CONNECT'
  if (connector.type === 'injected') return connector.id === 'injected' ? 'INJECTED' : 'ANNOUNCED'
  return 'EXTERNAL'
}
