import type { AdapterEvent, CaipNetwork, Connector, NamespaceAdapter } from '@openappkit/core'
import type { WalletConnect } from '@openappkit/walletconnect'
import {
  type Config,
  type CreateConnectorFn,
  injected,
  watchConnectors as wagmiWatchConnectors,
} from '@wagmi/core'
import type { Chain } from 'viem'
import {
  estimateGas,
  getBalance,
  getCapabilities,
  getTokenBalance,
  preloadActions,
  sendCalls,
  sendTransaction,
  sendTransfer,
  signMessage,
  switchNetwork,
} from '../actions/actionsOnUse'
import { createConnections } from '../actions/createConnections'
import { forgetStoredConnections } from '../actions/forgetStoredConnections'
import { watchConnectionEvents } from '../actions/watchConnectionEvents'
import { createWagmiConfig } from '../config/createWagmiConfig'
import { discoversOwnWallets } from '../config/wagmiInternals'
import { createConnectorList } from '../connectors/createConnectorList'
import { guardConnector } from '../connectors/guardConnector'
import type { ConnectorMeta } from '../connectors/toConnector'
import { walletConnect } from '../connectors/walletConnect'
import type { CreateWagmiAdapterParameters } from '../createWagmiAdapter'
import { NotConnectedError } from '../errors/walletErrors'

/** What `createWagmiAdapter` hands over once this module is in. */
export type LoadedAdapterInput = {
  parameters: CreateWagmiAdapterParameters
  networks: readonly CaipNetwork[]
  chains: readonly [Chain, ...Chain[]]
  walletConnect: WalletConnect | undefined
  emit: (event: AdapterEvent) => void
}

/** The adapter's methods once wagmi and viem are in (everything but listeners, units and options). */
export type LoadedAdapter = Pick<
  NamespaceAdapter,
  | 'getConnectors'
  | 'watchConnectors'
  | 'connect'
  | 'disconnect'
  | 'syncConnection'
  | 'switchNetwork'
  | 'getBalance'
  | 'getTokenBalance'
  | 'signMessage'
  | 'sendTransfer'
  | 'estimateGas'
> &
  Required<Pick<NamespaceAdapter, 'sendTransaction' | 'getCapabilities' | 'sendCalls'>> & {
    wagmiConfig: Config
    destroy(): void
  }

/**
 * The eip155 adapter on @wagmi/core and viem (DESIGN §3), loaded by `createWagmiAdapter` with
 * `import()` so that an app's first chunks carry none of wagmi or viem: builds the wagmi config
 * from the app's networks (or takes the app's), discovers wallets, and turns wagmi's state into
 * the adapter's connection results and events.
 */
export function createLoadedAdapter(input: LoadedAdapterInput): LoadedAdapter {
  const { parameters, networks, chains, emit } = input
  const meta = new Map<string, ConnectorMeta>()
  const announceWaitMs = parameters.announceWaitMs ?? 1_000

  const connectorFns: CreateConnectorFn[] = []
  const mark = (fn: CreateConnectorFn, type: ConnectorMeta['type']): CreateConnectorFn => {
    // Connector ids are only known once wagmi sets a connector up, so mark it by wrapping.
    return (config) => {
      const connector = guardConnector(fn)(config)
      meta.set(connector.id, { type })
      return connector
    }
  }
  if (parameters.injected !== false) connectorFns.push(mark(injected(), 'INJECTED'))
  if (input.walletConnect) connectorFns.push(mark(walletConnect(input.walletConnect), 'WALLET_CONNECT'))
  for (const fn of parameters.connectors ?? []) connectorFns.push(mark(fn, 'EXTERNAL'))
  if (parameters.authConnector) connectorFns.push(mark(parameters.authConnector, 'AUTH'))

  const config = createWagmiConfig({
    networks,
    chains,
    connectors: connectorFns,
    transports: parameters.transports,
    storage: parameters.storage,
    ssr: parameters.ssr,
    wagmiConfig: parameters.wagmiConfig,
  })
  // The app's own config had its stored connections dropped when the adapter was made.
  const stopForgetting = parameters.wagmiConfig ? () => {} : forgetStoredConnections(config)
  const connectors = createConnectorList(
    config,
    meta,
    parameters.eip6963 !== false && !(parameters.wagmiConfig && discoversOwnWallets(parameters.wagmiConfig)),
  )
  const connections = createConnections(config, {
    find: connectors.find,
    waitFor: (connectorId) => connectors.waitFor(connectorId, announceWaitMs),
  })
  const requireConnection = (action: string) => () => {
    if (!connections.current()) throw new NotConnectedError(action)
  }
  const stopEvents = watchConnectionEvents(config, emit, connections.isOwnDisconnect)
  // Connected, the user can sign or send at any moment: their code is fetched now, not on the click.
  const connected = <T>(result: T): T => {
    if (result) preloadActions()
    return result
  }

  return {
    wagmiConfig: config,
    getConnectors: connectors.list,
    watchConnectors(onChange: (list: readonly Connector[]) => void) {
      return wagmiWatchConnectors(config, { onChange: () => onChange(connectors.list()) })
    },

    connect: (params) => connections.connect(params).then(connected),
    disconnect: connections.disconnect,
    syncConnection: (params) => connections.syncConnection(params).then(connected),
    async switchNetwork({ network }: { network: CaipNetwork }) {
      await switchNetwork(config, network)
    },

    getBalance: (params) => getBalance(config, params),
    getTokenBalance: (params) => getTokenBalance(config, params),
    signMessage: (params) => signMessage(config, params, requireConnection('signing')),
    async sendTransfer(params) {
      requireConnection('sending')()
      return sendTransfer(config, { ...params, usdtStyleTokens: parameters.usdtStyleTokens })
    },
    async sendTransaction(params) {
      requireConnection('sending')()
      return sendTransaction(config, params)
    },
    estimateGas: (params) => estimateGas(config, params),
    getCapabilities: (params) =>
      getCapabilities(config, params, requireConnection('reading wallet capabilities')),
    sendCalls: (params) => sendCalls(config, params, requireConnection('sending calls')),

    destroy() {
      stopForgetting()
      connectors.stop()
      stopEvents()
    },
  }
}
