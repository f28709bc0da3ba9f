import {
  type AdapterEvent,
  BaseError,
  type Connector,
  type EmbeddedWallet,
  toCaipNetwork,
} from '@openappkit/core'
import { formatUnits, type LazyModule, lazyModule, parseUnits } from '@openappkit/core/internal'
import { type WalletConnect, walletConnectConnectorId, walletConnectIcon } from '@openappkit/walletconnect'
import type { Chain } from 'viem'
import { forgetStoredConnections } from './actions/forgetStoredConnections.ts'
import { checkWagmiConfig, refuseIgnoredOptions } from './config/checkWagmiConfig.ts'
import { isWalletConnectOptions, resolveWalletConnect } from './connectors/resolveWalletConnect.ts'
import type * as loadedModule from './loaded/createLoadedAdapter.ts'
import type { ProjectRpc } from './networks/createTransports.ts'
import { toViemChain } from './networks/toViemChain.ts'
import type { CreateWagmiAdapterParameters, LoadedAdapter, WagmiAdapter } from './types.ts'

/** The adapter's wagmi and viem code, fetched once for every adapter of the page. */
const loadedCode = lazyModule('the wagmi adapter', () => import('./loaded/createLoadedAdapter.ts'))

/** The WalletConnect connector as the loaded code lists it (connectors/walletConnect.ts). */
const walletConnectListing: Connector = {
  id: walletConnectConnectorId,
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
  imageUrl: walletConnectIcon,
}

/**
 * The eip155 namespace adapter on @wagmi/core and viem. It returns at once, having checked the
 * options, and fetches its wagmi and viem code (src/loaded/) right away. Until it is in, only the
 * WalletConnect connector is listed and calls wait for it; the connection restores once it is in.
 */
export function createWagmiAdapter(parameters: CreateWagmiAdapterParameters): WagmiAdapter {
  return createWagmiAdapterWith(parameters, loadedCode)
}

/** `createWagmiAdapter` with the loading of its code given (tests hold and fail it). */
export function createWagmiAdapterWith(
  parameters: CreateWagmiAdapterParameters,
  code: LazyModule<typeof loadedModule>,
): WagmiAdapter {
  // viem `Chain`s are taken as ours (core's `toCaipNetwork`), so `viem/chains` can be given as is.
  const networks = parameters.networks.map(toCaipNetwork).filter((n) => n.chainNamespace === 'eip155')
  if (networks.length === 0) {
    throw new BaseError('Invalid adapter options', {
      details: 'createWagmiAdapter needs at least one eip155 network (ours, or a viem Chain)',
    })
  }
  const chains = networks.map(toViemChain) as [Chain, ...Chain[]]
  const brought = parameters.wagmiConfig && checkWagmiConfig(parameters.wagmiConfig, networks)
  if (brought) refuseIgnoredOptions(parameters)
  // An app's own config is rendered by its wagmi hooks before our code is in: the connection stubs
  // wagmi reads back from storage go at once (a config of ours drops them when it is built).
  const stopForgetting = brought ? forgetStoredConnections(brought) : undefined
  let walletConnect = resolveWalletConnect(parameters.projectId, parameters.walletConnect)

  const uriListeners = new Set<(uri: string) => void>()
  const eventListeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of eventListeners) listener(event)
  }
  const watchWalletConnect = (session: WalletConnect) =>
    session.subscribe((event) => {
      if (event.type === 'displayUri') {
        for (const listener of uriListeners) listener(event.uri)
        // Core puts the URI in state (for the app's own QR) through the adapter contract.
        emit({ type: 'displayUri', uri: event.uri })
      }
      // Core appends it to data-service calls (`setClientId`), as the hosted client does.
      if (event.type === 'clientId') emit({ type: 'walletConnectClientId', clientId: event.clientId })
    })
  let stopWalletConnect = walletConnect && watchWalletConnect(walletConnect)

  let current: LoadedAdapter | undefined
  let embeddedWallet: EmbeddedWallet | undefined
  let projectRpc: ProjectRpc | undefined
  let destroyed = false
  let fetchFailed = false
  // Connector watchers that came before the code: started with the list once it is in.
  const waiting = new Set<(adapter: LoadedAdapter) => void>()
  const destroyedError = () =>
    new BaseError('The wallet adapter was destroyed', { details: 'destroy() came before its code was in' })

  const build = ({ createLoadedAdapter }: typeof loadedModule): LoadedAdapter => {
    if (destroyed) throw destroyedError()
    current = createLoadedAdapter({
      parameters,
      chains,
      walletConnect,
      emit,
      embeddedWallet,
      projectRpc: () => projectRpc,
    })
    for (const watch of waiting) {
      // One watcher's error is its own: the adapter and the other watchers go on.
      try {
        watch(current)
      } catch (error) {
        console.error('[openappkit] a connector watcher threw', error)
      }
    }
    waiting.clear()
    return current
  }
  // A failed fetch says nothing about the wallet: the next call fetches again. An error while
  // building is the adapter's own (an app connector throwing) and stays: building again repeats it.
  const load = () => {
    fetchFailed = false
    const adapter = code().then(build, (error: unknown) => {
      fetchFailed = !destroyed
      throw destroyed ? destroyedError() : error
    })
    const config = adapter.then((built) => built.wagmiConfig)
    // Each caller gets the rejection from its own call; these two may have no listener.
    adapter.catch(() => {})
    config.catch(() => {})
    return { adapter, config }
  }
  let attempt = load()
  const latest = () => {
    if (fetchFailed) attempt = load()
    return attempt
  }
  const whenLoaded = <R>(use: (adapter: LoadedAdapter) => Promise<R>) => latest().adapter.then(use)
  // Back online after a failed load: the wallets should not wait for the user's next call.
  const online = () => void latest()
  globalThis.addEventListener?.('online', online)

  // A connect or restore that core gave up on while the code was coming is not started.
  const unlessAborted =
    <P extends { signal?: AbortSignal | undefined }, R>(run: (a: LoadedAdapter, params: P) => Promise<R>) =>
    (params: P) =>
      whenLoaded((a) => {
        params.signal?.throwIfAborted()
        return run(a, params)
      })

  return {
    namespace: 'eip155',
    networks,
    get wagmiConfig() {
      const config = brought ?? current?.wagmiConfig
      if (config) return config
      throw new BaseError('The wagmi config is not built yet', {
        details:
          "It is built once the adapter's code is in: await wagmiAdapter.loaded, or render <AppKitWagmiProvider>, which waits for it.",
      })
    },
    // Reading it never fetches: a renderer suspending on it after a failed load sees the error.
    get loaded() {
      return attempt.config
    },
    get walletConnect() {
      return walletConnect
    },
    syncTimeoutMs: parameters.syncTimeoutMs ?? 10_000,

    getConnectors() {
      // Asked for the wallets after a failed load (a wallet picked in the modal): fetch again.
      latest()
      // Before the code: the WalletConnect connector (a directory wallet picked at once pairs
      // through it; its connect waits for the code).
      return current?.getConnectors() ?? (walletConnect ? [walletConnectListing] : [])
    },
    watchConnectors(onChange) {
      if (current) return current.watchConnectors(onChange)
      let stop: (() => void) | undefined
      const watch = (adapter: LoadedAdapter) => {
        stop = adapter.watchConnectors(onChange)
        onChange(adapter.getConnectors())
      }
      waiting.add(watch)
      return () => {
        waiting.delete(watch)
        stop?.()
      }
    },
    // Discovery runs when the code is built (EIP-6963 wallets answer its request at once), and the
    // connector watchers hear the list before this settles. A failed fetch rejects: core takes it
    // as done rather than hold a click on it.
    whenDiscovered: () => latest().adapter.then(() => {}),
    watchPairingUri(listener) {
      uriListeners.add(listener)
      return () => uriListeners.delete(listener)
    },
    subscribe(listener) {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },

    connect: unlessAborted((a, params) => a.connect(params)),
    disconnect: (params) => whenLoaded((a) => a.disconnect(params)),
    syncConnection: unlessAborted((a, params) => a.syncConnection(params)),
    switchNetwork: (params) => whenLoaded((a) => a.switchNetwork(params)),
    getBalance: (params) => whenLoaded((a) => a.getBalance(params)),
    getTokenBalance: (params) => whenLoaded((a) => a.getTokenBalance(params)),
    signMessage: (params) => whenLoaded((a) => a.signMessage(params)),
    signTypedData: (params) => whenLoaded((a) => a.signTypedData(params)),
    getProvider: () => whenLoaded((a) => a.getProvider()),
    verifyMessage: (params) => whenLoaded((a) => a.verifyMessage(params)),
    sendTransfer: (params) => whenLoaded((a) => a.sendTransfer(params)),
    sendTransaction: (params) => whenLoaded((a) => a.sendTransaction(params)),
    waitForTransaction: (params) => whenLoaded((a) => a.waitForTransaction(params)),
    estimateGas: (params) => whenLoaded((a) => a.estimateGas(params)),
    getCapabilities: (params) => whenLoaded((a) => a.getCapabilities(params)),
    getAssets: (params) => whenLoaded((a) => a.getAssets(params)),
    sendCalls: (params) => whenLoaded((a) => a.sendCalls(params)),
    getCallsStatus: (params) => whenLoaded((a) => a.getCallsStatus(params)),
    setAccountType: (params) => whenLoaded((a) => a.setAccountType(params)),
    // Core's conversions (extra fraction digits cut): they answer before the code is in.
    parseUnits,
    formatUnits,

    ownsEmbeddedWallet: parameters.authConnector !== undefined,
    useEmbeddedWallet(wallet) {
      if (parameters.authConnector || embeddedWallet) return
      embeddedWallet = wallet
      current?.addEmbeddedWallet(wallet)
    },
    useProjectRpc(rpcUrl) {
      projectRpc = rpcUrl
    },
    // `createAppKit`'s projectId: WalletConnect without repeating it here, on the session the other
    // adapter runs on if it has one. A session, a project id or `walletConnect: false` of the
    // adapter's own, or the app's wagmi config, decide alone; options of its own make its own.
    // Core hands it the project id before the adapters that join: the session comes from these options.
    get hasWalletConnectOptions() {
      return !walletConnect && !parameters.wagmiConfig && isWalletConnectOptions(parameters.walletConnect)
    },
    useProjectId(projectId, shared) {
      if (walletConnect || parameters.walletConnect === false || parameters.wagmiConfig || destroyed) return
      walletConnect =
        shared && !parameters.walletConnect
          ? (shared as WalletConnect)
          : resolveWalletConnect(projectId, parameters.walletConnect)
      if (!walletConnect) return
      stopWalletConnect = watchWalletConnect(walletConnect)
      current?.addWalletConnect(walletConnect)
    },

    destroy() {
      destroyed = true
      waiting.clear()
      current?.destroy()
      globalThis.removeEventListener?.('online', online)
      stopForgetting?.()
      stopWalletConnect?.()
      eventListeners.clear()
      uriListeners.clear()
    },
  }
}
