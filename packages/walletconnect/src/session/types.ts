import type { CaipNetwork, ConnectedPeerWallet, NamespaceAdapter } from '@openappkit/core'

export type WalletConnectMetadata = { name: string; description: string; url: string; icons: string[] }

/** WalletConnect's key-value storage shape (`@walletconnect/keyvaluestorage`'s IKeyValueStorage). */
export type WalletConnectStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export type CreateWalletConnectParameters = {
  projectId: string
  /** A relay of your own (tests use the devstack's); WalletConnect's default relay otherwise. */
  relayUrl?: string | undefined
  metadata?: WalletConnectMetadata | undefined
  /** Called with each pairing URI, for a QR code or a deep link of the app's own making. */
  onDisplayUri?: ((uri: string) => void) | undefined
  /**
   * Called with the WalletConnect core client's id (`did:key:…`) once the provider is up, for the
   * `clientId` the hosted data services expect. Not called when the id cannot be read or is not one.
   */
  onClientId?: ((clientId: string) => void) | undefined
  /** A storage prefix per app on a shared origin. */
  customStoragePrefix?: string | undefined
  /** Where the session is kept; WalletConnect's own default (IndexedDB, files) otherwise. */
  storage?: WalletConnectStorage | undefined
}

/** What one namespace adapter asks of the session: its chains (CAIP-2), methods, events and RPC URLs. */
export type WalletConnectNamespace = {
  chains: readonly string[]
  methods: readonly string[]
  events: readonly string[]
  /** RPC URL by CAIP-2 chain id, for the reads the provider answers itself. */
  rpcMap: Readonly<Record<string, string>>
}

/** An approved account: its CAIP-2 chain and its address, from the session's CAIP-10 entries. */
export type WalletConnectAccount = { chainId: string; address: string }

export type WalletConnectEvent =
  | { type: 'displayUri'; uri: string }
  | { type: 'clientId'; clientId: string }
  /** The wallet's accounts of `namespace` now (addresses); empty when it left that namespace. */
  | { type: 'accountsChanged'; namespace: string; accounts: readonly string[] }
  /** The wallet moved to another chain of `namespace` (CAIP-2). */
  | { type: 'chainChanged'; namespace: string; chainId: string }
  /** The session ended: deleted in the wallet, expired, or ended by the app. */
  | { type: 'disconnect' }

/**
 * One WalletConnect session for every namespace adapter of an app (see the README for why it
 * lives here). Adapters `join` with their namespace before the first pairing; each one that
 * connects `holds` the session, and the session ends in the wallet when the last one leaves.
 */
export type WalletConnect = {
  readonly projectId: string
  /**
   * How adapters list it: one id in every namespace (core sees one wallet on both), our own QR
   * glyph as the icon. Read from here, an adapter needs only this package's types.
   */
  readonly connector: { readonly id: string; readonly name: string; readonly icon: string }
  /** Adds a namespace to the next pairing's optional namespaces. */
  join(namespace: string, config: WalletConnectNamespace): void
  /**
   * Pairs (one pairing for every caller waiting at the same time) unless a session is up, and
   * holds it for `namespace`. Rejects with core's UserRejectedRequestError when the wallet says no,
   * and with NamespaceNotApprovedError when it approved the session without `namespace`: the
   * session then stays up for the namespaces it did approve (ended if it approved none of ours).
   */
  connect(namespace: string): Promise<void>
  /** Whether a stored session is up, after loading the provider; holds it for `namespace` when given and approved there. */
  restore(namespace?: string): Promise<boolean>
  /** Whether a session is up now (no loading). */
  isConnected(): boolean
  /** The session's approved accounts of `namespace`, in the wallet's order. */
  accounts(namespace: string): readonly WalletConnectAccount[]
  /** The session's approved methods of `namespace`. */
  methods(namespace: string): readonly string[]
  /** Sends a request for `chainId` (CAIP-2): to the wallet, or for reads the provider answers, to the chain's RPC. */
  request<T = unknown>(chainId: string, request: { method: string; params?: unknown }): Promise<T>
  /** Makes `chainId` (CAIP-2) its namespace's current chain in the provider (reads go there). */
  setDefaultChain(chainId: string): void
  /** `namespace` leaves the session; the last one to leave ends it in the wallet. */
  leave(namespace: string): Promise<void>
  /** The wallet on the other end, from its session metadata (validated). */
  peerWallet(): ConnectedPeerWallet | undefined
  subscribe(listener: (event: WalletConnectEvent) => void): () => void
  /**
   * Core's adapter of `namespace` on this session alone, for an app without adapters
   * (`createAppKit({ walletConnect })` asks for it): eip155 only, undefined for other namespaces.
   */
  adapterFor(namespace: string, networks: readonly CaipNetwork[]): NamespaceAdapter | undefined
  /**
   * The universal provider itself (loaded on this call if it was not), for what this API does not
   * cover. Typed as the little of it our declarations name: the full type is
   * `UniversalProvider` from `@walletconnect/universal-provider` (cast to it), since naming it here
   * would pull @walletconnect/* and pino declarations into every app's compile.
   */
  getProvider(): Promise<WalletConnectProvider>
  /** Closes the relay socket and stops timers, keeping the stored session (tests, unmounting). */
  close(): Promise<void>
}

/** The universal provider as far as this package's declarations name it (see `getProvider`). */
export type WalletConnectProvider = {
  request<T = unknown>(request: { method: string; params?: unknown }, chain?: string): Promise<T>
  on(event: string, listener: (...args: never[]) => void): unknown
  removeListener(event: string, listener: (...args: never[]) => void): unknown
  /** The approved session, once there is one. */
  readonly session?: { readonly topic: string } | undefined
  /** The sign client; cast the provider to `UniversalProvider` to use it. */
  readonly client: unknown
}
