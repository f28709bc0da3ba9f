import {
  type AdapterEvent,
  BaseError,
  type CaipNetwork,
  type Connector,
  type NamespaceAdapter,
} from '@openappkit/core'
import { formatUnits, parseUnits } from '@openappkit/core/internal'
import { type WalletConnect, walletConnectConnectorId, walletConnectIcon } from '@openappkit/walletconnect'
import type { Config, CreateConnectorFn, Storage, Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import { forgetStoredConnections } from './actions/forgetStoredConnections'
import { checkWagmiConfig, refuseIgnoredOptions } from './config/checkWagmiConfig'
import type { BaseStorage } from './config/createWagmiConfig'
import { resolveWalletConnect, type WalletConnectOption } from './connectors/resolveWalletConnect'
import type { LoadedAdapter, LoadedAdapterInput } from './loaded/createLoadedAdapter'
import { createCodeLoader } from './loading/codeLoader'
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
  /**
   * Bring a wagmi config of your own instead; its chains must include every eip155 network. It is
   * `wagmiConfig` at once (an app that builds one has wagmi in its first chunks anyway).
   */
  wagmiConfig?: Config | undefined
}

export type WagmiAdapter = NamespaceAdapter & {
  readonly namespace: 'eip155'
  /**
   * The wagmi config, for wagmi's own actions and hooks beside ours. Built once the adapter's code
   * is in: read before that, it throws ("The wagmi config is not built yet"); `loaded` gives it,
   * and `<AppKitWagmiProvider>` waits for it. The app's own `wagmiConfig` option is here at once.
   */
  readonly wagmiConfig: Config
  /**
   * Resolves with the wagmi config once the adapter's code (wagmi, viem, discovery, restore) is
   * in; rejects with core's `ModuleLoadError` when that code cannot load, or "The wallet
   * adapter was destroyed" when `destroy()` came first. Reading it never fetches: the same promise
   * until a call fetches again after a failed load.
   */
  readonly loaded: Promise<Config>
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

/** The WalletConnect connector as the loaded code lists it (connectors/walletConnect.ts). */
const walletConnectListing: Connector = {
  id: walletConnectConnectorId,
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
  imageUrl: walletConnectIcon,
}

/** How the adapter's code comes in: `import()` in the app; a held promise in tests. */
export type LoadAdapter = () => Promise<{ createLoadedAdapter(input: LoadedAdapterInput): LoadedAdapter }>

/**
 * The eip155 namespace adapter on @wagmi/core and viem (DESIGN §3). It returns at once, having
 * checked the options, and fetches its code (wagmi, viem, wallet discovery, restoring the
 * connection: src/loaded/) with `import()` right away, so that none of it is in the app's first
 * chunks and the page shows before it. Until it is in, only the WalletConnect connector is listed
 * and calls wait for it; the connection restores once it is in.
 */
export function createWagmiAdapter(parameters: CreateWagmiAdapterParameters): WagmiAdapter {
  return createWagmiAdapterWith(parameters, () => import('./loaded/createLoadedAdapter'))
}

/** `createWagmiAdapter` with the way its code loads given (tests hold and release it). */
export function createWagmiAdapterWith(
  parameters: CreateWagmiAdapterParameters,
  load: LoadAdapter,
): WagmiAdapter {
  const networks = parameters.networks.filter((n) => n.chainNamespace === 'eip155')
  if (networks.length === 0) {
    throw new BaseError('Invalid adapter options', {
      details: 'createWagmiAdapter needs at least one eip155 network',
    })
  }
  const chains = networks.map(toViemChain) as [Chain, ...Chain[]]
  const brought = parameters.wagmiConfig && checkWagmiConfig(parameters.wagmiConfig, networks)

  if (brought) refuseIgnoredOptions(parameters)
  // Stored connections wagmi reads back are dropped at once from a config of the app's own (its
  // hooks may render before our code is in); a config of ours drops them when it is built.
  const stopForgetting = brought ? forgetStoredConnections(brought) : undefined
  const walletConnectSession = resolveWalletConnect(parameters.projectId, parameters.walletConnect)

  const uriListeners = new Set<(uri: string) => void>()
  const eventListeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of eventListeners) listener(event)
  }
  const stopWalletConnect = walletConnectSession?.subscribe((event) => {
    if (event.type === 'displayUri') {
      for (const listener of uriListeners) listener(event.uri)
      // Core puts the URI in state (for the app's own QR) through the adapter contract.
      emit({ type: 'displayUri', uri: event.uri })
    }
    // Core appends it to data-service calls (`setClientId`), as the hosted client does.
    if (event.type === 'clientId') emit({ type: 'walletConnectClientId', clientId: event.clientId })
  })

  const code = createCodeLoader({
    // A module without the factory is a load gone wrong (a deploy's other chunk), not a build error.
    load: () =>
      load().then((module) => {
        if (typeof module?.createLoadedAdapter !== 'function')
          throw new TypeError('No createLoadedAdapter in the module')
        return module
      }),
    build: ({ createLoadedAdapter }) =>
      createLoadedAdapter({ parameters, networks, chains, walletConnect: walletConnectSession, emit }),
  })
  code.start()
  // Back online after a failed load: the wallets should not wait for the user's next call.
  const online = () => code.retry()
  globalThis.addEventListener?.('online', online)
  // Known before the code is in: the WalletConnect connector (a directory wallet picked at once
  // pairs through it; its connect waits for the code).
  const early: readonly Connector[] = walletConnectSession ? [walletConnectListing] : []
  // A connect or restore that core gave up on while the code was coming is not started.
  const unlessAborted =
    <P extends { signal?: AbortSignal | undefined }, R>(run: (a: LoadedAdapter, params: P) => Promise<R>) =>
    (params: P) =>
      code.whenLoaded((a) => {
        params.signal?.throwIfAborted()
        return run(a, params)
      })

  return {
    namespace: 'eip155',
    networks,
    get wagmiConfig() {
      const config = brought ?? code.current()?.wagmiConfig
      if (config) return config
      throw new BaseError('The wagmi config is not built yet', {
        details:
          "It is built once the adapter's code is in: await wagmiAdapter.loaded, or render <AppKitWagmiProvider>, which waits for it.",
      })
    },
    get loaded() {
      return code.loaded()
    },
    walletConnect: walletConnectSession,
    syncTimeoutMs: parameters.syncTimeoutMs ?? 10_000,

    getConnectors() {
      // Asked for the wallets after a failed load (a wallet picked in the modal): fetch again.
      code.retry()
      return code.current()?.getConnectors() ?? early
    },
    watchConnectors: code.watchConnectors,
    watchPairingUri(listener) {
      uriListeners.add(listener)
      return () => uriListeners.delete(listener)
    },
    subscribe(listener) {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },

    connect: unlessAborted((a, params) => a.connect(params)),
    disconnect: (params) => code.whenLoaded((a) => a.disconnect(params)),
    syncConnection: unlessAborted((a, params) => a.syncConnection(params)),
    switchNetwork: (params) => code.whenLoaded((a) => a.switchNetwork(params)),
    getBalance: (params) => code.whenLoaded((a) => a.getBalance(params)),
    getTokenBalance: (params) => code.whenLoaded((a) => a.getTokenBalance(params)),
    signMessage: (params) => code.whenLoaded((a) => a.signMessage(params)),
    sendTransfer: (params) => code.whenLoaded((a) => a.sendTransfer(params)),
    sendTransaction: (params) => code.whenLoaded((a) => a.sendTransaction(params)),
    estimateGas: (params) => code.whenLoaded((a) => a.estimateGas(params)),
    getCapabilities: (params) => code.whenLoaded((a) => a.getCapabilities(params)),
    sendCalls: (params) => code.whenLoaded((a) => a.sendCalls(params)),
    // Core's conversions (truncating extra fraction digits): units are needed before any code loads.
    parseUnits,
    formatUnits,

    destroy() {
      globalThis.removeEventListener?.('online', online)
      code.destroy()
      stopForgetting?.()
      stopWalletConnect?.()
      eventListeners.clear()
      uriListeners.clear()
    },
  }
}
