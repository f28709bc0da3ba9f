import type { AdapterEvent, EmbeddedWallet, NamespaceAdapter, NetworkInput } from '@openappkit/core'
import type { WalletConnect } from '@openappkit/walletconnect'
import type { Config, CreateConnectorFn, Storage, Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import type { BaseStorage } from './config/createWagmiConfig.ts'
import type { AuthConnector } from './connectors/authConnector.ts'
import type { WalletConnectOption } from './connectors/resolveWalletConnect.ts'
import type { ProjectRpc } from './networks/createTransports.ts'
import type { UsdtStyleTokens } from './tokens/isUsdtStyleToken.ts'

export type CreateWagmiAdapterParameters = {
  /**
   * The app's networks, ours or viem `Chain`s (`viem/chains`, `defineChain`); eip155 ones are
   * served, others are left to their own adapters.
   */
  networks: readonly NetworkInput[]
  /** Transports by chain id. Kept as given; chains without one use their own `rpcUrls`. */
  transports?: Readonly<Record<number, Transport>> | undefined
  /** The app's own wagmi connectors (listed as EXTERNAL). */
  connectors?: readonly CreateConnectorFn[] | undefined
  /** The embedded wallet (`authConnector({ client, hooks })`), or a wagmi connector of the app's, listed as AUTH. */
  authConnector?: AuthConnector | CreateConnectorFn | undefined
  /** A WalletConnect project id: turns the WalletConnect connector on (with a session of the adapter's own). */
  projectId?: string | undefined
  /**
   * The app's shared WalletConnect session (`createWalletConnect`, handed to the Solana adapter
   * too), or options for one of the adapter's own (made with `projectId`, else with
   * `createAppKit`'s), or `false` for none.
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
   * `wagmiConfig` at once.
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
   * Resolves with the wagmi config once the adapter's code is in; rejects with core's
   * `ModuleLoadError` when that code cannot load, or "The wallet adapter was destroyed" when
   * `destroy()` came first. Reading it never fetches: the same promise until a call fetches again
   * after a failed load.
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

/** What `createWagmiAdapter` hands to the loaded code. */
export type LoadedAdapterInput = {
  parameters: CreateWagmiAdapterParameters
  chains: readonly [Chain, ...Chain[]]
  walletConnect: WalletConnect | undefined
  emit: (event: AdapterEvent) => void
  /** Core's embedded wallet, when it came before the code. */
  embeddedWallet: EmbeddedWallet | undefined
  /** The project's chain RPC, once core gave it. */
  projectRpc: () => ProjectRpc | undefined
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
  Required<
    Pick<
      NamespaceAdapter,
      | 'sendTransaction'
      | 'getCapabilities'
      | 'getAssets'
      | 'sendCalls'
      | 'getCallsStatus'
      | 'verifyMessage'
      | 'setAccountType'
      | 'waitForTransaction'
      | 'signTypedData'
      | 'getProvider'
    >
  > & {
    wagmiConfig: Config
    /** Lists core's embedded wallet that came after the code. */
    addEmbeddedWallet(wallet: EmbeddedWallet): void
    /** Lists the WalletConnect session made from `createAppKit`'s projectId after the code. */
    addWalletConnect(walletConnect: WalletConnect): void
    destroy(): void
  }
