import type { FrameClient, FrameProviderHooks, FrameUser } from '@openappkit/auth-frame-client'
import type { TypedDataDefinition } from '../actions/signTypedData.ts'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../networks/types.ts'
import type { SiwxMessageData } from '../siwx/types.ts'
import type { SocialProvider } from '../validators/socialProviders.ts'

export const connectorTypes = [
  'MULTI_CHAIN',
  'ANNOUNCED',
  'INJECTED',
  'EXTERNAL',
  'WALLET_CONNECT',
  'AUTH',
] as const
export type ConnectorType = (typeof connectorTypes)[number]

/** A way to reach a wallet: an EIP-6963 / Wallet Standard announcement, WalletConnect, the auth frame… */
export type Connector = {
  id: string
  type: ConnectorType
  name: string
  chain: ChainNamespace
  info?: { rdns?: string | undefined } | undefined
  imageUrl?: string | undefined
  imageId?: string | undefined
  /** The wallet's own provider object, opaque to core. */
  provider?: unknown
}

export const accountTypes = ['eoa', 'smartAccount', 'payment'] as const
export type AccountType = (typeof accountTypes)[number]

export type AdapterAccount = { namespace: ChainNamespace; address: string; type: AccountType }

/** What a connect or a restored connection yields. The first account is the active one. */
export type ConnectionResult = {
  connectorId: string
  accounts: readonly AdapterAccount[]
  /** The chain the wallet is on; it may be one the app did not configure (core shows "Unknown Network"). */
  chainId: number | string
  /**
   * The wallet as it describes itself, when the connector is not the wallet (a WalletConnect
   * session's peer: "Rainbow", not "WalletConnect"). Core shows it as `connectedWalletInfo`.
   * The adapter validates it (a bounded name, an https or data:image icon, an http(s) url).
   */
  wallet?: ConnectedPeerWallet | undefined
  /** The embedded wallet's logged-in user (the AUTH connector): core shows it as `embeddedWalletInfo`. */
  user?: EmbeddedUser | undefined
}

/** Who is logged in to the embedded wallet, as the frame tells it (`embeddedUserOf`). */
export type EmbeddedUser = {
  email?: string | null | undefined
  username?: string | undefined
  /** The provider of a social login. */
  socialProvider?: SocialProvider | undefined
  smartAccountDeployed?: boolean | undefined
  preferredAccountType?: AccountType | undefined
  /** The EVM chain ids where the embedded wallet has a smart account (the frame's list). */
  smartAccountEnabledNetworks?: readonly number[] | undefined
}

/**
 * The frame's user (`FrameClient.user`) as a connection result carries it, with the frame
 * client's stored smart-account networks (comma-joined chain ids).
 */
export function embeddedUserOf(
  user: FrameUser | undefined,
  smartAccountEnabledNetworks?: string | undefined,
): EmbeddedUser | undefined {
  if (!user) return undefined
  const type = accountTypes.find((t) => t === user.preferredAccountType)
  const networks = smartAccountEnabledNetworks?.split(',').filter(Boolean).map(Number)
  return {
    email: user.email,
    ...(user.userName ? { username: user.userName } : {}),
    ...(user.socialProvider ? { socialProvider: user.socialProvider } : {}),
    smartAccountDeployed: user.smartAccountDeployed ?? false,
    ...(type ? { preferredAccountType: type } : {}),
    ...(networks
      ? { smartAccountEnabledNetworks: networks.filter((id) => Number.isSafeInteger(id) && id > 0) }
      : {}),
  }
}

export type ConnectedPeerWallet = { name: string; icon?: string | undefined; url?: string | undefined }

export type AdapterBalance = { value: bigint; decimals: number; symbol: string }

export type TransferParameters = {
  from: string
  to: string
  /** In the smallest unit (wei, lamports, token base units). */
  amount: bigint
  network: CaipNetwork
  /** Token contract / mint; absent for a native transfer. EVM adapters handle USDT's non-standard transfer. */
  token?: string | undefined
}

export type EstimateGasParameters = {
  from: string
  to: string
  network: CaipNetwork
  value?: bigint | undefined
  data?: string | undefined
}

/** One EIP-5792 call. */
export type AdapterCall = { to: string; data?: string | undefined; value?: bigint | undefined }

/** An EIP-5792 batch as the wallet reports it: one receipt for an atomic batch, one per call otherwise. */
export type AdapterCallsStatus = {
  status: 'pending' | 'success' | 'failure'
  atomic: boolean
  receipts: readonly { transactionHash: string; status: 'success' | 'reverted' }[]
}

/** A general EVM transaction (a contract call, an approval, a swap); `value` in wei. */
export type TransactionParameters = {
  from: string
  to: string
  network: CaipNetwork
  /** Calldata, 0x-prefixed hex; absent for none. */
  data?: string | undefined
  value?: bigint | undefined
}

export type AdapterEvent =
  | { type: 'accountsChanged'; accounts: readonly AdapterAccount[] }
  | { type: 'chainChanged'; chainId: number | string }
  | { type: 'disconnect' }
  /** A WalletConnect pairing URI to show as a QR code or deep link while a connect waits. */
  | { type: 'displayUri'; uri: string }
  /**
   * The WalletConnect core client's id (`core.crypto.getClientId()`), once its provider is up:
   * core appends it to data-service calls (`setClientId`). Optional: adapters without
   * WalletConnect never send it.
   */
  | { type: 'walletConnectClientId'; clientId: string }
  /** The embedded wallet's user changed while connected (its smart account deployed by a first send). */
  | { type: 'embeddedUserChanged'; user: EmbeddedUser }

/**
 * The contract between core and one chain namespace (eip155 via wagmi, solana, the mock).
 *
 * Core never talks to a wallet except through this interface, and turns what it returns and
 * emits into state. Methods reject with an `Error` (ideally a `BaseError`) on failure. A user's
 * refusal, in whatever shape the wallet reports it (EIP-1193 4001, WalletConnect's 5000, a
 * wrapper class, a wallet-adapter error, only words), must reject with core's
 * `UserRejectedRequestError`, and a wallet still showing an earlier request (EIP-1193 -32002)
 * with `RequestAlreadyPendingError`, each keeping the wallet's error as `cause`
 * (`isWalletRefusal` helps read the shapes). Nothing above the adapters looks at codes or words.
 */
export interface NamespaceAdapter {
  readonly namespace: ChainNamespace
  /** The networks this adapter serves; the app's `networks` option narrows them. */
  readonly networks: readonly CaipNetwork[]

  /** Connectors known right now (discovered, announced, WalletConnect, auth, custom). */
  getConnectors(): readonly Connector[]
  /** Called with the full list each time a connector appears or goes. Returns an unsubscribe. */
  watchConnectors(onChange: (connectors: readonly Connector[]) => void): () => void
  /**
   * Settles once the adapter lists the wallets the page had when it started: its code is in and
   * its discovery has asked them (EIP-6963 wallets answer at once). Absent: `getConnectors` is
   * complete from the start. Core waits for every adapter's (a few seconds at most) before it
   * decides which namespaces a clicked wallet connects, so a wallet that one adapter has not
   * found yet is not connected on the other namespace alone. A rejection counts as done.
   */
  whenDiscovered?(): Promise<void>

  /**
   * Asks the wallet behind `connectorId` to connect, on `network` when given. `signal` aborts
   * when core no longer wants this attempt (the user went elsewhere): the adapter should then
   * leave its own current connection as it was and end what the wallet grants late. Core ends
   * such a late session too (`disconnect` with its connector id), for adapters that cannot.
   */
  connect(parameters: {
    connectorId: string
    network?: CaipNetwork | undefined
    signal?: AbortSignal | undefined
    /** The account type the app prefers: the embedded wallet logs in with it; other wallets ignore it. */
    accountType?: AccountType | undefined
  }): Promise<ConnectionResult>
  /** Ends the session of `connectorId`, or of every connector of the namespace when absent. */
  disconnect(parameters?: { connectorId?: string | undefined }): Promise<void>
  /**
   * Restores a connection on page load without prompting. Resolves `null` when the wallet no
   * longer considers itself connected; rejects when it cannot tell (core then sets disconnected),
   * with `ModuleLoadError` when the adapter's own code did not load (core then keeps the
   * stored connection for the next page).
   * Core stops waiting after `syncTimeoutMs` but still takes a later answer; `signal` aborts when
   * a connect or disconnect made meanwhile took over, as for `connect`.
   */
  syncConnection(parameters: {
    connectorId: string
    network?: CaipNetwork | undefined
    signal?: AbortSignal | undefined
  }): Promise<ConnectionResult | null>
  /** How long core shows a restore as `connecting` before showing disconnected (default 10 s). */
  readonly syncTimeoutMs?: number | undefined

  /** Switches the connected wallet; EVM adapters add the chain on codes 4902, 5000 and 32603. */
  switchNetwork(parameters: { network: CaipNetwork }): Promise<void>

  getBalance(parameters: { address: string; network: CaipNetwork }): Promise<AdapterBalance>
  getTokenBalance(parameters: {
    address: string
    token: string
    network: CaipNetwork
  }): Promise<AdapterBalance>

  /** Returns the signature (hex on EVM, base58 on Solana). */
  signMessage(parameters: { address: string; message: string }): Promise<string>
  /** EIP-712 typed data (eth_signTypedData_v4); returns the hex signature. EVM only: core refuses it elsewhere. */
  signTypedData?(parameters: { address: string; typedData: TypedDataDefinition }): Promise<string>
  /**
   * The connected wallet's own provider, for an app's direct calls: an EIP-1193 provider on EVM,
   * the Wallet Standard wallet (or the app's wallet adapter) on Solana. Undefined when none is connected.
   */
  getProvider?(): Promise<unknown>
  /**
   * Whether `signature` is `address`'s signature of `message` on `network`: EIP-191, ERC-1271 or
   * ERC-6492 on EVM, ed25519 on Solana. False (not a throw) for a signature that does not hold.
   * Sign-in sessions are believed only when it says so; without it none is.
   */
  verifyMessage?(parameters: {
    address: string
    message: string
    signature: string
    network: CaipNetwork
  }): Promise<boolean>
  /** Sends native or token value; returns the transaction hash / signature. */
  sendTransfer(parameters: TransferParameters): Promise<string>
  /**
   * Sends any transaction the wallet signs (eth_sendTransaction): swaps and approvals built by
   * the data service. EVM only; returns the hash. Core refuses features that need it on a
   * namespace whose adapter lacks it.
   */
  sendTransaction?(parameters: TransactionParameters): Promise<string>
  estimateGas(parameters: EstimateGasParameters): Promise<bigint>
  /**
   * Waits until the transaction `hash` is in a block and says whether it ran ('reverted': it was
   * mined but failed). Absent where a send already waits for its confirmation (Solana's adapter).
   */
  waitForTransaction?(parameters: { hash: string; network: CaipNetwork }): Promise<'success' | 'reverted'>

  parseUnits(value: string, decimals: number): bigint
  formatUnits(value: bigint, decimals: number): string

  /**
   * Switches the embedded wallet (connected as `connectorId`) between its EOA and its smart
   * account, and resolves with the connection as it is after: the active account first, the
   * user's `preferredAccountType` the one in use (the EOA when the wallet refused the switch).
   * The wallet's address changes, so the adapter also emits `accountsChanged`.
   */
  setAccountType?(parameters: {
    connectorId: string
    type: Exclude<AccountType, 'payment'>
  }): Promise<ConnectionResult>

  /**
   * The account's tokens on a network as the connected wallet reports them (EIP-7811
   * `wallet_getAssets`), unpriced; null when the wallet does not offer it. Core then asks the
   * data service.
   */
  getAssets?(parameters: { address: string; network: CaipNetwork }): Promise<readonly WalletAsset[] | null>
  /** EIP-5792, where the namespace has it. */
  getCapabilities?(parameters: { address: string }): Promise<Record<string, unknown>>
  sendCalls?(parameters: {
    from: string
    network: CaipNetwork
    calls: readonly AdapterCall[]
  }): Promise<{ id: string }>
  /**
   * The status of a batch by its id (`wallet_getCallsStatus`, or the chain's receipts for a batch
   * core sent one call at a time); an id the wallet does not know rejects with core's `BatchError`.
   */
  getCallsStatus?(parameters: { id: string }): Promise<AdapterCallsStatus>

  /**
   * Sign in with X through the wallet's own sign-in (Solana's Wallet Standard `solana:signIn`):
   * the wallet writes the message from `data` and signs it; returns the text it signed and the
   * signature (base58 on Solana), for `address` only. Resolves null when the connected wallet has
   * no such feature: core then signs its own message with `signMessage`.
   */
  signIn?(parameters: {
    address: string
    data: SiwxMessageData
  }): Promise<{ message: string; signature: string } | null>

  /** Wallet-side changes; returns an unsubscribe. */
  subscribe(listener: (event: AdapterEvent) => void): () => void

  /**
   * True when the app gave this adapter an embedded wallet of its own (its own frame client):
   * core then makes none, and the app attaches its approval itself.
   */
  readonly ownsEmbeddedWallet?: boolean | undefined
  /**
   * Lists the embedded wallet core makes (`features.email` or `features.socials` on) as AUTH.
   * Core calls it once, in `createAppKit`, before it reads the connectors.
   */
  useEmbeddedWallet?(wallet: EmbeddedWallet): void
  /**
   * The project's chain RPC URL for a network (undefined with `services.rpc: false`): the adapter
   * asks it first, the network's own URLs after it. Core calls it once, in `createAppKit`.
   */
  useProjectRpc?(rpcUrl: (caipNetworkId: CaipNetworkId) => string | undefined): void
  /** The WalletConnect session the adapter runs on, if any: core hands it to the others (`useProjectId`). */
  readonly walletConnect?: WalletConnectAdapters | undefined
  /**
   * The app's `projectId`, given once to `createAppKit`, and the WalletConnect session another of
   * its adapters runs on, if one does: an adapter made without a session or project id of its own
   * (and not told `walletConnect: false`) joins that session, or starts one with the project id,
   * so every namespace pairs through one session. Core calls it once, in `createAppKit`, before
   * it reads the connectors.
   */
  useProjectId?(projectId: string, walletConnect: WalletConnectAdapters | undefined): void
  /**
   * True when the adapter, given the app's `projectId` (`useProjectId`), makes its WalletConnect
   * session from options of its own (a relay, metadata, storage) rather than join another's. Core
   * hands the project id to such an adapter first, so the adapters without options join the
   * session it makes, whatever the order the app lists the adapters in.
   */
  readonly hasWalletConnectOptions?: boolean | undefined
}

/** A fungible asset the wallet reports (EIP-7811); `token` is the contract, absent for the native coin. */
export type WalletAsset = {
  token?: string | undefined
  name: string
  symbol: string
  decimals: number
  balance: bigint
}

/**
 * A WalletConnect session as an app without adapters hands it to `createAppKit`: core asks it
 * for the adapter of each namespace of the app's networks (undefined: that namespace has none).
 */
export type WalletConnectAdapters = {
  adapterFor(namespace: ChainNamespace, networks: readonly CaipNetwork[]): NamespaceAdapter | undefined
}

/** The embedded wallet as an adapter gets it: one frame client for every namespace. */
export type EmbeddedWallet = {
  /** The frame client: its code is fetched and the client made on the first call. */
  client(): Promise<FrameClient>
  /** Approval of what the user must approve (core's `ApproveTransaction`). */
  hooks?: FrameProviderHooks | undefined
}

/**
 * The methods every adapter must have (EIP-5792's and `signIn` are optional), checked when `createAppKit`
 * validates its options. Written as a record so a new required method fails to compile until
 * it is listed here.
 */
export const namespaceAdapterMethods = Object.keys({
  getConnectors: true,
  watchConnectors: true,
  connect: true,
  disconnect: true,
  syncConnection: true,
  switchNetwork: true,
  getBalance: true,
  getTokenBalance: true,
  signMessage: true,
  sendTransfer: true,
  estimateGas: true,
  parseUnits: true,
  formatUnits: true,
  subscribe: true,
} satisfies Record<
  Exclude<
    keyof NamespaceAdapter,
    | 'namespace'
    | 'networks'
    | 'syncTimeoutMs'
    | 'getCapabilities'
    | 'getAssets'
    | 'sendCalls'
    | 'getCallsStatus'
    | 'signIn'
    | 'sendTransaction'
    | 'setAccountType'
    | 'verifyMessage'
    | 'signTypedData'
    | 'getProvider'
    | 'ownsEmbeddedWallet'
    | 'useEmbeddedWallet'
    | 'useProjectRpc'
    | 'waitForTransaction'
    | 'useProjectId'
    | 'walletConnect'
    | 'whenDiscovered'
    | 'hasWalletConnectOptions'
  >,
  true
>) as readonly (keyof NamespaceAdapter)[]
