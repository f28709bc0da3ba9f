import type { AdapterEvent, Connector, NamespaceAdapter } from '@openappkit/core'
import { BaseError, type CaipNetwork } from '@openappkit/core'
import type { WalletConnect } from '@openappkit/walletconnect'
import {
  type Config,
  type CreateConnectorFn,
  injected,
  type Storage,
  type Transport,
  watchConnectors as wagmiWatchConnectors,
} from '@wagmi/core'
import { type Chain, formatUnits, parseUnits } from 'viem'
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
} from './actions/actionsOnUse'
import { createConnections } from './actions/createConnections'
import { forgetStoredConnections } from './actions/forgetStoredConnections'
import { watchConnectionEvents } from './actions/watchConnectionEvents'
import { type BaseStorage, createWagmiConfig } from './config/createWagmiConfig'
import { discoversOwnWallets } from './config/wagmiInternals'
import { createConnectorList } from './connectors/createConnectorList'
import { guardConnector } from './connectors/guardConnector'
import { resolveWalletConnect, type WalletConnectOption } from './connectors/resolveWalletConnect'
import type { ConnectorMeta } from './connectors/toConnector'
import { walletConnect } from './connectors/walletConnect'
import { NotConnectedError } from './errors/walletErrors'
import { toViemChain } from './networks/toViemChain'
import type { UsdtStyleTokens } from './tokens/isUsdtStyleToken'

export type CreateWagmiAdapterParameters = {
  /** The app's networks; eip155 ones are served, others are left to their own adapters. */
  networks: readonly CaipNetwork[]
  /** Transports by chain id. Kept as given; chains without one use their own `rpcUrls`. */
  transports?: Readonly<Record<number, Transport>> | undefined
  /** The app's own wagmi connectors (listed as EXTERNAL). */
  connectors?: readonly CreateConnectorFn[] | undefined
  /** The embedded wallet's connector (listed as AUTH), from the auth frame client. */
  authConnector?: CreateConnectorFn | undefined
  /** A WalletConnect project id: turns the WalletConnect connector on (with a session of the adapter's own). */
  projectId?: string | undefined
  /**
   * The app's shared WalletConnect session (`createWalletConnect`, handed to the Solana adapter
   * too), or options for one of the adapter's own with `projectId`, or `false` for none.
   */
  walletConnect?: WalletConnectOption
  /** Discover EIP-6963 wallets (default true). */
  eip6963?: boolean | undefined
  /** Offer `window.ethereum` when no announced wallet is the same provider (default true). */
  injected?: boolean | undefined
  /**
   * Where wagmi keeps its connection between visits: a wagmi Storage (e.g. cookieStorage for
   * SSR), any getItem/setItem/removeItem store, or null for none. Default: localStorage.
   */
  storage?: Storage | BaseStorage | null | undefined
  ssr?: boolean | undefined
  /** Tokens with USDT's non-standard transfer, as a list or by chain id (added to the known ones). */
  usdtStyleTokens?: UsdtStyleTokens | undefined
  /**
   * How long core shows a restore on load as connecting before it shows disconnected (default
   * 10 s); a wallet answering later is still restored unless the user connected or disconnected
   * meanwhile.
   */
  syncTimeoutMs?: number | undefined
  /** How long to wait on load for the stored wallet to announce itself (default 1 s). */
  announceWaitMs?: number | undefined
  /** Bring a wagmi config of your own instead; its chains must include every eip155 network. */
  wagmiConfig?: Config | undefined
}

export type WagmiAdapter = NamespaceAdapter & {
  readonly namespace: 'eip155'
  /** The wagmi config, for wagmi's own actions and hooks beside ours. */
  readonly wagmiConfig: Config
  /**
   * The WalletConnect session its connector runs on (the app's, or the one made from `projectId`),
   * to hand to the Solana adapter too; undefined without WalletConnect.
   */
  readonly walletConnect: WalletConnect | undefined
  /** Called with each WalletConnect pairing URI (for our QR code and deep links). */
  watchPairingUri(listener: (uri: string) => void): () => void
  /** Stops discovery and every subscription (tests, micro-frontends unmounting). */
  destroy(): void
}

/**
 * The eip155 namespace adapter on @wagmi/core and viem (DESIGN §3). Builds a wagmi config from
 * the app's networks (or takes one), discovers wallets, and turns wagmi's state into the
 * adapter's connection results and events.
 */
export function createWagmiAdapter(parameters: CreateWagmiAdapterParameters): WagmiAdapter {
  const networks = parameters.networks.filter((n) => n.chainNamespace === 'eip155')
  if (networks.length === 0) {
    throw new BaseError('Invalid adapter options', {
      details: 'createWagmiAdapter needs at least one eip155 network',
    })
  }
  const chains = networks.map(toViemChain) as [Chain, ...Chain[]]
  const meta = new Map<string, ConnectorMeta>()
  const uriListeners = new Set<(uri: string) => void>()
  const eventListeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of eventListeners) listener(event)
  }
  const syncTimeoutMs = parameters.syncTimeoutMs ?? 10_000
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
  const walletConnectSession = resolveWalletConnect(parameters.projectId, parameters.walletConnect)
  const stopWalletConnect = walletConnectSession?.subscribe((event) => {
    if (event.type === 'displayUri') {
      for (const listener of uriListeners) listener(event.uri)
      // Core puts the URI in state (for the app's own QR) through the adapter contract.
      emit({ type: 'displayUri', uri: event.uri })
    }
    // Core appends it to data-service calls (`setClientId`), as the hosted client does.
    if (event.type === 'clientId') emit({ type: 'walletConnectClientId', clientId: event.clientId })
  })
  if (walletConnectSession) connectorFns.push(mark(walletConnect(walletConnectSession), 'WALLET_CONNECT'))
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
  const stopForgetting = forgetStoredConnections(config)
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
    namespace: 'eip155',
    networks,
    wagmiConfig: config,
    walletConnect: walletConnectSession,
    syncTimeoutMs,

    getConnectors: connectors.list,
    watchConnectors(onChange: (list: readonly Connector[]) => void) {
      return wagmiWatchConnectors(config, { onChange: () => onChange(connectors.list()) })
    },
    watchPairingUri(listener) {
      uriListeners.add(listener)
      return () => uriListeners.delete(listener)
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
    parseUnits: (value, decimals) => parseUnits(value, decimals),
    formatUnits: (value, decimals) => formatUnits(value, decimals),
    getCapabilities: (params) =>
      getCapabilities(config, params, requireConnection('reading wallet capabilities')),
    sendCalls: (params) => sendCalls(config, params, requireConnection('sending calls')),

    subscribe(listener) {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },
    destroy() {
      stopForgetting()
      connectors.stop()
      stopEvents()
      stopWalletConnect?.()
      eventListeners.clear()
      uriListeners.clear()
    },
  }
}
