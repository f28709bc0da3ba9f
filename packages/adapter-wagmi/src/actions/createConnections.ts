import type { AccountType, CaipNetwork, ConnectionResult } from '@openappkit/core'
import {
  type Config,
  type Connector as WagmiConnector,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
} from '@wagmi/core'
import { toWalletError } from '../errors/toWalletError.ts'
import { ConnectorNotFoundError, InvalidWalletResponseError } from '../errors/walletErrors.ts'
import { evmChainId } from '../networks/toViemChain.ts'
import { connectionResult } from './connectionResult.ts'
import { endLateSession } from './endLateSession.ts'
import { switchNetwork } from './switchNetwork.ts'
import { syncConnection } from './syncConnection.ts'
import { currentConnection } from './walletChecks.ts'

type ConnectParameters = {
  connectorId: string
  network?: CaipNetwork | undefined
  signal?: AbortSignal | undefined
  accountType?: AccountType | undefined
}

/**
 * Connect, disconnect and restore for the adapter, with what they must remember between calls:
 * connects waiting for their wallet and the connections core took, by connector id (a late
 * answer to an abandoned attempt is not ended on the wallet side while that same wallet is being
 * connected, or is connected, for the user), and whether a disconnect is our own (core already
 * knows of those: no event).
 */
export function createConnections(
  config: Config,
  connectors: {
    find(connectorId: string): WagmiConnector | undefined
    waitFor(connectorId: string): Promise<WagmiConnector | undefined>
  },
) {
  let ownDisconnects = 0
  const connecting = new Map<string, number>()
  const adopted = new Set<string>()
  const count = (connectorId: string, step: 1 | -1) =>
    connecting.set(connectorId, (connecting.get(connectorId) ?? 0) + step)
  const inUse = (connector: WagmiConnector) =>
    (connecting.get(connector.id) ?? 0) > 0 ||
    (adopted.has(connector.id) && config.state.connections.has(connector.uid))
  const current = () => currentConnection(config)

  async function disconnectConnector(connector: WagmiConnector) {
    ownDisconnects++
    try {
      await wagmiDisconnect(config, { connector })
    } finally {
      ownDisconnects--
    }
  }

  async function connect(params: ConnectParameters): Promise<ConnectionResult> {
    const connector = connectors.find(params.connectorId)
    if (!connector) throw new ConnectorNotFoundError(params.connectorId)
    const existing = current()
    if (existing?.connector.uid === connector.uid && config.state.status === 'connected') {
      return connectionResult(existing)
    }
    count(connector.id, 1)
    try {
      // wagmi hands the rest of its parameters to the connector: the embedded wallet's reads the type.
      await wagmiConnect(config, { connector, accountType: params.accountType } as Parameters<
        typeof wagmiConnect
      >[1])
    } catch (error) {
      throw params.signal?.aborted ? params.signal.reason : toWalletError(error, 'connect')
    } finally {
      count(connector.id, -1)
    }
    if (params.signal?.aborted) {
      // wagmi made it current: give the user's connection back before anything renders it.
      await endLateSession(config, connector, inUse(connector))
      throw params.signal.reason
    }
    const connection = current()
    if (!connection || connection.accounts.length === 0) {
      await disconnectConnector(connector).catch(() => {})
      throw new InvalidWalletResponseError('account list', {
        details: 'The wallet connected without an account',
      })
    }
    if (params.network && evmChainId(params.network) !== connection.chainId) {
      // The connection stands even if the wallet will not switch: core then shows the wallet's
      // chain (or "Unknown Network") and offers the switch again.
      await switchNetwork(config, params.network).catch(() => {})
    }
    adopted.add(connector.id)
    return connectionResult(current() ?? connection)
  }

  async function disconnect(params?: { connectorId?: string | undefined }) {
    const targets = params?.connectorId
      ? [...config.state.connections.values()].filter((c) => c.connector.id === params.connectorId)
      : [...config.state.connections.values()]
    for (const { connector } of targets) adopted.delete(connector.id)
    try {
      for (const { connector } of targets) await disconnectConnector(connector)
    } catch (error) {
      throw toWalletError(error, 'disconnect')
    }
  }

  async function sync(params: ConnectParameters): Promise<ConnectionResult | null> {
    const connector = await connectors.waitFor(params.connectorId)
    const result = await syncConnection(config, { connector, signal: params.signal, inUse })
    if (result) adopted.add(result.connectorId)
    return result
  }

  return { connect, disconnect, syncConnection: sync, current, isOwnDisconnect: () => ownDisconnects > 0 }
}
