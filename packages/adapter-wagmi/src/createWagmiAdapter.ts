import type {
  AdapterBalance,
  AdapterEvent,
  CaipNetwork,
  ConnectionResult,
  Connector,
  NamespaceAdapter,
} from '@openappkit/core'
import { BaseError } from '@openappkit/core'
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  createStorage,
  injected,
  readContract,
  type Storage,
  type Transport,
  type Connector as WagmiConnector,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  getBalance as wagmiGetBalance,
  getCapabilities as wagmiGetCapabilities,
  signMessage as wagmiSignMessage,
  watchConnectors as wagmiWatchConnectors,
} from '@wagmi/core'
import { type Chain, formatUnits, type Hex, hexToBigInt, numberToHex, parseUnits } from 'viem'
import { connectionResult } from './actions/connectionResult'
import { endLateSession } from './actions/endLateSession'
import { forgetStoredConnections } from './actions/forgetStoredConnections'
import { sendTransfer } from './actions/sendTransfer'
import { switchNetwork } from './actions/switchNetwork'
import { syncConnection } from './actions/syncConnection'
import { walletRequest } from './actions/walletRequest'
import { watchConnectionEvents } from './actions/watchConnectionEvents'
import { guardConnector } from './connectors/guardConnector'
import { type ConnectorMeta, guessConnectorType, toConnector } from './connectors/toConnector'
import {
  type WalletConnectMetadata,
  type WalletConnectParameters,
  walletConnect,
} from './connectors/walletConnect'
import {
  type Eip6963Announcement,
  type Eip6963ProviderDetail,
  watchEip6963Providers,
} from './connectors/watchEip6963Providers'
import { errorCode, toWalletError } from './errors/toWalletError'
import { ConnectorNotFoundError, InvalidWalletResponseError, NotConnectedError } from './errors/walletErrors'
import { createTransports } from './networks/createTransports'
import { evmChainId, toViemChain } from './networks/toViemChain'
import { erc20Abi } from './tokens/erc20Abi'
import type { UsdtStyleTokens } from './tokens/isUsdtStyleToken'
import { assertAddress, assertSignature } from './utils/validate'

export type CreateWagmiAdapterParameters = {
  /** The app's networks; eip155 ones are served, others are left to their own adapters. */
  networks: readonly CaipNetwork[]
  /** Transports by chain id. Kept as given; chains without one use their own `rpcUrls`. */
  transports?: Readonly<Record<number, Transport>> | undefined
  /** The app's own wagmi connectors (listed as EXTERNAL). */
  connectors?: readonly CreateConnectorFn[] | undefined
  /** The embedded wallet's connector (listed as AUTH), from the auth frame client. */
  authConnector?: CreateConnectorFn | undefined
  /** A WalletConnect project id: turns the WalletConnect connector on. */
  projectId?: string | undefined
  walletConnect?:
    | false
    | {
        relayUrl?: string | undefined
        metadata?: WalletConnectMetadata | undefined
        customStoragePrefix?: string | undefined
        storage?: WalletConnectParameters['storage']
      }
    | undefined
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
  /** Called with each WalletConnect pairing URI (for our QR code and deep links). */
  watchPairingUri(listener: (uri: string) => void): () => void
  /** Stops discovery and every subscription (tests, micro-frontends unmounting). */
  destroy(): void
}

/** Any key-value store with the Web Storage methods (localStorage, sessionStorage, a Map wrapper). */
export type BaseStorage = {
  getItem(key: string): string | null | undefined | Promise<string | null | undefined>
  setItem(key: string, value: string): void | Promise<void>
  removeItem(key: string): void | Promise<void>
}

function isWagmiStorage(storage: Storage | BaseStorage): storage is Storage {
  return typeof (storage as { key?: unknown }).key === 'string'
}

function resolveStorage(storage: CreateWagmiAdapterParameters['storage']): Storage | null | undefined {
  if (storage === null) return null
  if (storage === undefined) return undefined
  return isWagmiStorage(storage) ? storage : createStorage({ storage })
}

/** Method-not-found answers: the wallet has no EIP-5792, which is an answer, not a failure. */
const unsupportedMethodCodes = [4200, -32601]

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
  if (parameters.projectId && parameters.walletConnect !== false) {
    const options = parameters.walletConnect || {}
    connectorFns.push(
      mark(
        walletConnect({
          projectId: parameters.projectId,
          relayUrl: options.relayUrl,
          metadata: options.metadata,
          customStoragePrefix: options.customStoragePrefix,
          storage: options.storage,
          onDisplayUri: (uri) => {
            for (const listener of uriListeners) listener(uri)
            // Core puts the URI in state (for the app's own QR) through the adapter contract.
            for (const listener of eventListeners) listener({ type: 'displayUri', uri })
          },
          // Core appends it to data-service calls (`setClientId`), as the hosted client does.
          onClientId: (clientId) => {
            for (const listener of eventListeners) listener({ type: 'walletConnectClientId', clientId })
          },
        }),
        'WALLET_CONNECT',
      ),
    )
  }
  for (const fn of parameters.connectors ?? []) connectorFns.push(mark(fn, 'EXTERNAL'))
  if (parameters.authConnector) connectorFns.push(mark(parameters.authConnector, 'AUTH'))

  let config: Config
  if (parameters.wagmiConfig) {
    config = parameters.wagmiConfig
    for (const network of networks) {
      if (!config.chains.some((c) => c.id === evmChainId(network))) {
        throw new BaseError('Invalid adapter options', {
          details: `The wagmi config has no chain ${network.caipNetworkId}`,
        })
      }
    }
  } else {
    const storage = resolveStorage(parameters.storage)
    config = createConfig({
      chains,
      connectors: connectorFns,
      transports: createTransports(chains, parameters.transports),
      // We run EIP-6963 discovery ourselves, to validate announcements before they become connectors.
      multiInjectedProviderDiscovery: false,
      ...(storage !== undefined ? { storage } : {}),
      ...(parameters.ssr !== undefined ? { ssr: parameters.ssr } : {}),
    })
  }

  const stopForgetting = forgetStoredConnections(config)

  const announced = new Map<string, Eip6963ProviderDetail>()
  const addAnnounced = (detail: Eip6963Announcement) => {
    const { id, rdns } = detail
    const { name, icon } = detail.info
    if (config.connectors.some((c) => c.id === id)) return
    announced.set(id, detail)
    meta.set(id, { type: 'ANNOUNCED', rdns, provider: detail.provider })
    // wagmi has no public way to add a connector after createConfig; this is what its own
    // EIP-6963 store does.
    const connector = config._internal.connectors.setup(
      guardConnector(injected({ target: { id, name, icon, provider: detail.provider as never } })),
    )
    config._internal.connectors.setState((list) => [...list, connector])
  }
  const stopDiscovery =
    // A brought config's own discovery adds its wallets at createConfig, except with `ssr`, where
    // wagmi leaves that to <WagmiProvider>'s mount, which we do not render: we discover then.
    parameters.eip6963 === false ||
    (parameters.wagmiConfig?._internal.mipd && !parameters.wagmiConfig._internal.ssr)
      ? () => {}
      : watchEip6963Providers({ onAnnounce: addAnnounced })

  const injectedProvider = () =>
    typeof window === 'undefined' ? undefined : (window as { ethereum?: unknown }).ethereum

  const listConnectors = (): Connector[] =>
    config.connectors.flatMap((connector) => {
      const info = meta.get(connector.id) ?? { type: guessConnectorType(connector) }
      if (info.type === 'INJECTED') {
        // The fallback is for a wallet that only sets window.ethereum: hide it when there is
        // none, or when an announced wallet already is that provider.
        const provider = injectedProvider()
        if (!provider || [...announced.values()].some((d) => d.provider === provider)) return []
        return [toConnector(connector, { ...info, provider })]
      }
      return [toConnector(connector, info)]
    })

  const findConnector = (connectorId: string): WagmiConnector | undefined =>
    config.connectors.find((c) => c.id === connectorId)

  const waitForConnector = (connectorId: string): Promise<WagmiConnector | undefined> => {
    const found = findConnector(connectorId)
    if (found || announceWaitMs <= 0) return Promise.resolve(found)
    return new Promise((resolve) => {
      const stop = wagmiWatchConnectors(config, {
        onChange(connectors) {
          const match = connectors.find((c) => c.id === connectorId)
          if (!match) return
          done(match)
        },
      })
      const timer = setTimeout(() => done(undefined), announceWaitMs)
      function done(value: WagmiConnector | undefined) {
        clearTimeout(timer)
        stop()
        resolve(value)
      }
    })
  }

  const current = () =>
    config.state.current ? config.state.connections.get(config.state.current) : undefined
  const requireConnection = (action: string) => {
    const connection = current()
    if (!connection) throw new NotConnectedError(action)
    return connection
  }

  let ownDisconnects = 0
  const eventListeners = new Set<(event: AdapterEvent) => void>()
  const stopEvents = watchConnectionEvents(
    config,
    (event) => {
      for (const listener of eventListeners) listener(event)
    },
    () => ownDisconnects > 0,
  )

  // Connects waiting for their wallet, and the connections core took, by connector id: a late
  // answer to an abandoned attempt is not ended on the wallet side while that same wallet is
  // being connected, or is connected, for the user.
  const connecting = new Map<string, number>()
  const adopted = new Set<string>()
  const count = (connectorId: string, step: 1 | -1) =>
    connecting.set(connectorId, (connecting.get(connectorId) ?? 0) + step)
  const inUse = (connector: WagmiConnector) =>
    (connecting.get(connector.id) ?? 0) > 0 ||
    (adopted.has(connector.id) && config.state.connections.has(connector.uid))

  async function connect(params: {
    connectorId: string
    network?: CaipNetwork | undefined
    signal?: AbortSignal | undefined
  }): Promise<ConnectionResult> {
    const connector = findConnector(params.connectorId)
    if (!connector) throw new ConnectorNotFoundError(params.connectorId)
    const existing = current()
    if (existing?.connector.uid === connector.uid && config.state.status === 'connected') {
      return connectionResult(existing)
    }
    count(connector.id, 1)
    try {
      await wagmiConnect(config, { connector })
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

  async function disconnectConnector(connector: WagmiConnector) {
    ownDisconnects++
    try {
      await wagmiDisconnect(config, { connector })
    } finally {
      ownDisconnects--
    }
  }

  return {
    namespace: 'eip155',
    networks,
    wagmiConfig: config,
    syncTimeoutMs,

    getConnectors: listConnectors,
    watchConnectors(onChange) {
      return wagmiWatchConnectors(config, { onChange: () => onChange(listConnectors()) })
    },
    watchPairingUri(listener) {
      uriListeners.add(listener)
      return () => uriListeners.delete(listener)
    },

    connect,
    async disconnect(params) {
      const targets = params?.connectorId
        ? [...config.state.connections.values()].filter((c) => c.connector.id === params.connectorId)
        : [...config.state.connections.values()]
      for (const { connector } of targets) adopted.delete(connector.id)
      try {
        for (const { connector } of targets) await disconnectConnector(connector)
      } catch (error) {
        throw toWalletError(error, 'disconnect')
      }
    },
    async syncConnection(params) {
      const connector = await waitForConnector(params.connectorId)
      const result = await syncConnection(config, { connector, signal: params.signal, inUse })
      if (result) adopted.add(result.connectorId)
      return result
    },

    async switchNetwork({ network }) {
      await switchNetwork(config, network)
    },

    async getBalance({ address, network }): Promise<AdapterBalance> {
      const account = assertAddress(address, 'address')
      const chainId = evmChainId(network)
      try {
        const { value } = await wagmiGetBalance(config, { address: account, chainId })
        return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
      } catch (error) {
        throw toWalletError(error, 'read the balance')
      }
    },
    async getTokenBalance({ address, token, network }): Promise<AdapterBalance> {
      const account = assertAddress(address, 'address')
      const contract = assertAddress(token, 'token')
      const chainId = evmChainId(network)
      const read = <name extends 'balanceOf' | 'decimals' | 'symbol'>(
        functionName: name,
        args?: readonly unknown[],
      ) => readContract(config, { address: contract, abi: erc20Abi, functionName, args, chainId } as never)
      try {
        const [value, decimals, symbol] = await Promise.all([
          read('balanceOf', [account]) as Promise<bigint>,
          read('decimals') as Promise<number>,
          read('symbol') as Promise<string>,
        ])
        return { value, decimals: Number(decimals), symbol }
      } catch (error) {
        throw toWalletError(error, 'read the token balance')
      }
    },

    async signMessage({ address, message }) {
      const account = assertAddress(address, 'address')
      requireConnection('signing')
      try {
        return assertSignature(await wagmiSignMessage(config, { account, message }))
      } catch (error) {
        throw toWalletError(error, 'sign the message')
      }
    },
    async sendTransfer(params) {
      requireConnection('sending')
      return sendTransfer(config, { ...params, usdtStyleTokens: parameters.usdtStyleTokens })
    },
    async estimateGas({ from, to, network, value, data }) {
      const chainId = evmChainId(network)
      const transaction = {
        from: assertAddress(from, 'from'),
        to: assertAddress(to, 'to'),
        ...(value !== undefined ? { value: numberToHex(value) } : {}),
        ...(data !== undefined ? { data: data as Hex } : {}),
      }
      try {
        // The chain's RPC estimates (wagmi's estimateGas asks the chain's client too).
        const gas: unknown = await config
          .getClient({ chainId })
          .request({ method: 'eth_estimateGas', params: [transaction] })
        if (typeof gas !== 'string' || !/^0x[0-9a-fA-F]+$/.test(gas))
          throw new BaseError('Invalid gas estimate', { details: `The RPC answered ${JSON.stringify(gas)}` })
        return hexToBigInt(gas as Hex)
      } catch (error) {
        throw toWalletError(error, 'estimate gas')
      }
    },

    parseUnits: (value, decimals) => parseUnits(value, decimals),
    formatUnits: (value, decimals) => formatUnits(value, decimals),

    async getCapabilities({ address }) {
      const account = assertAddress(address, 'address')
      requireConnection('reading wallet capabilities')
      try {
        return (await wagmiGetCapabilities(config, { account })) as Record<string, unknown>
      } catch (error) {
        if (unsupportedMethodCodes.includes(errorCode(error) ?? 0)) return {}
        throw toWalletError(error, 'report its capabilities')
      }
    },
    async sendCalls({ from, network, calls }) {
      const account = assertAddress(from, 'from')
      requireConnection('sending calls')
      const chainId = evmChainId(network)
      const checked = calls.map((call, index) => ({
        to: assertAddress(call.to, `calls[${index}].to`),
        ...(call.data !== undefined ? { data: call.data as Hex } : {}),
        ...(call.value !== undefined ? { value: numberToHex(call.value) } : {}),
      }))
      try {
        // EIP-5792: version 2.0.0 answers { id }; wallets on the first draft answer the id alone.
        const answer = await walletRequest(config, { account, chainId }, 'wallet_sendCalls', [
          {
            version: '2.0.0',
            chainId: numberToHex(chainId),
            from: account,
            atomicRequired: false,
            calls: checked,
          },
        ])
        const id = typeof answer === 'string' ? answer : (answer as { id?: unknown } | null)?.id
        if (typeof id !== 'string' || id === '')
          throw new InvalidWalletResponseError('batch id', { details: `Received ${JSON.stringify(answer)}` })
        return { id }
      } catch (error) {
        throw toWalletError(error, 'send the calls')
      }
    },

    subscribe(listener) {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },
    destroy() {
      stopForgetting()
      stopDiscovery()
      stopEvents()
      eventListeners.clear()
      uriListeners.clear()
    },
  }
}
