import {
  type CaipNetwork,
  type ConnectionResult,
  type Connector,
  type EmbeddedWallet,
  type NamespaceAdapter,
  SendError,
  sendErrorMessages,
} from '@openappkit/core'
import {
  embeddedUserOf,
  formatUnits,
  parseUnits,
  readUntrusted,
  verifyEd25519,
} from '@openappkit/core/internal'
import { createWalletConnect, type WalletConnect } from '@openappkit/walletconnect'
import type { Connection } from '@solana/web3.js'
import bs58 from 'bs58'
import { buildSolTransfer } from './actions/buildSolTransfer.ts'
import { buildSplTransfer } from './actions/buildSplTransfer.ts'
import { estimateFee } from './actions/estimateFee.ts'
import { getSolBalance } from './actions/getSolBalance.ts'
import { getSplTokenBalance } from './actions/getSplTokenBalance.ts'
import { rpcCall } from './actions/rpcCall.ts'
import { sendWithWallet } from './actions/sendWithWallet.ts'
import { toPublicKey } from './actions/toPublicKey.ts'
import { authConnectorId, frameWallet, type SolanaAuthOptions } from './auth/frameWallet.ts'
import { SolanaAdapterError, solanaErrorMessages } from './errors.ts'
import { walletChainOf } from './networks/walletChainOf.ts'
import {
  type CreateSolanaAdapterParameters as AdapterOptions,
  resolveAdapterOptions,
} from './options/resolveAdapterOptions.ts'
import { createConnectionPool, type ProjectRpc } from './rpc/createConnectionPool.ts'
import { type ActiveAccount, createSessionManager } from './session/createSessionManager.ts'
import { createConnectionStore } from './storage/createConnectionStore.ts'
import {
  type SolanaSignAndSendOptions,
  validateSignAndSendOptions,
} from './validators/validateSignAndSendOptions.ts'
import { walletConnectWallet } from './walletconnect/walletConnectWallet.ts'
import { withPeerWallet, withWallet } from './walletconnect/withWalletConnect.ts'
import { createWalletRegistry } from './wallets/createWalletRegistry.ts'
import { askWallet } from './wallets/toWalletError.ts'
import type { SolanaTransaction, SolanaWallet } from './wallets/types.ts'

export type CreateSolanaAdapterParameters = AdapterOptions & {
  /**
   * The app's shared WalletConnect session (`createWalletConnect` from `@openappkit/walletconnect`,
   * handed to the EVM adapter too): lists a WALLET_CONNECT connector on it. Without one, the
   * adapter joins the EVM adapter's session or starts one from `createAppKit`'s `projectId`;
   * `false` keeps WalletConnect off on Solana.
   */
  walletConnect?: SharedWalletConnect | false | undefined
  /** The embedded wallet (listed as AUTH): the app's frame client and core's approval hooks. */
  auth?: SolanaAuthOptions | undefined
}

/**
 * A session made by `createWalletConnect`, declared by a little of its shape (checked at run
 * time), so our declarations do not pull WalletConnect's into an app's compile.
 */
export type SharedWalletConnect = {
  join(...args: never[]): unknown
  leave(namespace: string): Promise<void>
  request(...args: never[]): Promise<unknown>
  subscribe(listener: never): () => void
}

export type SignAndSendTransactionParameters = {
  transaction: SolanaTransaction
  /** `solana_signAndSendTransaction` options, validated before the wallet is asked. */
  options?: SolanaSignAndSendOptions | undefined
  /** Defaults to the active network. */
  network?: CaipNetwork | undefined
}

export type SolanaAdapter = NamespaceAdapter & {
  readonly namespace: 'solana'
  /** The cluster used now. */
  getNetwork(): CaipNetwork
  /** The connected wallet and its active address, if any. */
  getAccount(): ActiveAccount | undefined
  getConnection(network?: CaipNetwork): Promise<Connection>
  /** Restores the stored connection without prompting; null when there is none to restore. */
  reconnect(): Promise<ConnectionResult | null>
  /** Has the wallet sign and send a transaction the app built; resolves with the confirmed signature. */
  signAndSendTransaction(parameters: SignAndSendTransactionParameters): Promise<string>
  /** The WalletConnect session its connector runs on: the app's, the EVM adapter's, or one made from `projectId`. */
  readonly walletConnect: SharedWalletConnect | undefined
  /** Stops watching wallets. */
  destroy(): void
}

const POLL_MS = 400

/** The `solana` namespace adapter: Wallet Standard wallets and app-passed adapters on web3.js 1.x. */
export function createSolanaAdapter({
  walletConnect: shared,
  auth,
  ...parameters
}: CreateSolanaAdapterParameters = {}): SolanaAdapter {
  let walletConnect = (shared || undefined) as WalletConnect | undefined
  const { networks, commitment, confirmTimeoutMs, syncTimeoutMs } = resolveAdapterOptions(parameters)
  if (walletConnect !== undefined && typeof readUntrusted(walletConnect, 'join') !== 'function') {
    throw new SolanaAdapterError(solanaErrorMessages.invalidOptions, {
      details: 'walletConnect must be a session made by createWalletConnect (@openappkit/walletconnect)',
    })
  }
  // The project's chain RPC, once core gives it (`useProjectRpc`).
  let projectRpc: ProjectRpc | undefined
  const connections = createConnectionPool({
    connection: parameters.connection,
    commitment,
    projectRpc: () => projectRpc,
  })
  const discovered = createWalletRegistry({
    walletStandard: parameters.walletStandard ?? true,
    adapters: parameters.wallets ?? [],
  })
  const listWalletConnect = (on: WalletConnect) =>
    walletConnectWallet(on, { networks, network: () => session.network() })
  let walletConnectListing = walletConnect && listWalletConnect(walletConnect)
  // The embedded wallet is listed the same way: the app's (`auth`) or core's (`useEmbeddedWallet`,
  // called before core reads the list).
  let embedded: { wallet: SolanaWallet; client: EmbeddedWallet['client'] } | undefined
  const useEmbeddedWallet = (wallet: EmbeddedWallet) => {
    embedded ??= {
      wallet: frameWallet({ ...wallet, network: () => session.network() }),
      client: wallet.client,
    }
  }
  // The embedded wallet's user goes with each of its connections.
  const withUser = async (result: ConnectionResult | null) =>
    result?.connectorId === authConnectorId && embedded
      ? { ...result, user: embeddedUserOf((await embedded.client()).user) }
      : result
  if (auth) useEmbeddedWallet({ client: () => Promise.resolve(auth.client), hooks: auth.hooks })
  const registry = withWallet(
    withWallet(discovered, () => walletConnectListing),
    () => embedded?.wallet,
  )
  const session = createSessionManager({
    networks,
    registry,
    store: createConnectionStore(parameters.storage),
    syncTimeoutMs,
  })
  const { served } = session
  const sendOptions = { commitment, confirmTimeoutMs, pollMs: POLL_MS }

  return {
    namespace: 'solana',
    networks,

    ownsEmbeddedWallet: auth !== undefined,
    useEmbeddedWallet,
    useProjectRpc(rpcUrl) {
      projectRpc = rpcUrl
    },
    get walletConnect() {
      return walletConnect
    },
    // `createAppKit`'s projectId: the EVM adapter's session if it has one (one pairing for both
    // namespaces), else one of our own. Before core reads the wallets, so it is listed at once.
    useProjectId(projectId, other) {
      if (walletConnect || shared === false) return
      walletConnect = (other as WalletConnect | undefined) ?? createWalletConnect({ projectId })
      walletConnectListing = listWalletConnect(walletConnect)
    },
    getConnectors: (): readonly Connector[] => registry.list().map((wallet) => wallet.connector),
    watchConnectors(onChange) {
      return registry.watch((wallets) => onChange(wallets.map((wallet) => wallet.connector)))
    },

    connect: async (params) =>
      (await withUser(withPeerWallet(walletConnect, await session.connect(params)))) as ConnectionResult,
    disconnect: session.disconnect,
    syncConnection: async (params) =>
      withUser(withPeerWallet(walletConnect, await session.syncConnection(params))),
    reconnect: session.reconnect,
    switchNetwork: session.switchNetwork,
    subscribe(listener) {
      const stopSession = session.subscribe(listener)
      // The pairing URI (for the app's QR) and the client id reach core through this adapter too,
      // so a Solana-only app shows WalletConnect's QR.
      const stopPairing = walletConnect?.subscribe((event) => {
        if (event.type === 'displayUri') listener({ type: 'displayUri', uri: event.uri })
        if (event.type === 'clientId') listener({ type: 'walletConnectClientId', clientId: event.clientId })
      })
      return () => {
        stopSession()
        stopPairing?.()
      }
    },

    getNetwork: session.network,
    getAccount: session.account,
    getConnection: (wanted) => connections.get(wanted ? served(wanted) : session.network()),

    async getBalance({ address, network: wanted }) {
      const target = served(wanted)
      return getSolBalance(await connections.get(target), { address, network: target })
    },

    async getTokenBalance({ address, token, network: wanted }) {
      return getSplTokenBalance(await connections.get(served(wanted)), {
        address,
        token,
        symbol: parameters.tokenSymbols?.[token],
      })
    },

    async signMessage({ address, message }) {
      const { wallet } = session.require(address)
      const bytes = new TextEncoder().encode(message)
      return bs58.encode(await askWallet(() => wallet.signMessage({ address, message: bytes })))
    },

    // The Wallet Standard wallet (or the app's wallet adapter) the account is connected through.
    getProvider: async () => (session.account() ? session.require().wallet.connector.provider : undefined),

    // ed25519 over the text's UTF-8 bytes: no wallet or RPC is asked.
    verifyMessage: ({ address, message, signature }) => verifyEd25519(address, message, signature),

    async signIn({ address, data }) {
      const { wallet } = session.require(address)
      const signIn = wallet.signIn?.bind(wallet)
      if (!signIn) return null
      const output = await askWallet(() =>
        signIn({
          address,
          domain: data.domain,
          uri: data.uri,
          version: data.version,
          // CAIP-122's Chain ID: the CAIP-2 reference, so the text says the chain the session is for.
          chainId: data.chainId.split(':')[1],
          nonce: data.nonce,
          issuedAt: data.issuedAt,
          ...(data.statement ? { statement: data.statement } : {}),
          ...(data.expirationTime ? { expirationTime: data.expirationTime } : {}),
          ...(data.notBefore ? { notBefore: data.notBefore } : {}),
          ...(data.requestId ? { requestId: data.requestId } : {}),
          ...(data.resources ? { resources: [...data.resources] } : {}),
        }),
      )
      if (output.address !== address) {
        throw new SolanaAdapterError(solanaErrorMessages.walletRequestFailed, {
          details: `The wallet signed in ${output.address}, not ${address}`,
        })
      }
      return {
        message: new TextDecoder().decode(output.signedMessage),
        signature: bs58.encode(output.signature),
      }
    },

    async sendTransfer({ from, to, amount, network: wanted, token }) {
      if (!to || amount <= 0n) throw new SendError(sendErrorMessages.amountAndReceiverRequired)
      const target = served(wanted)
      const { wallet, address } = session.require(from)
      const connection = await connections.get(target)
      const built = token
        ? await buildSplTransfer(connection, { from: address, to, mint: token, amount })
        : await buildSolTransfer(connection, { from: address, to, lamports: amount })
      return sendWithWallet({
        wallet,
        address,
        transaction: built.transaction,
        chain: walletChainOf(target, parameters.walletChains),
        connection,
        options: {},
        lastValidBlockHeight: built.lastValidBlockHeight,
        ...sendOptions,
      })
    },

    async signAndSendTransaction({ transaction, options, network: wanted }) {
      // Bad options are the app's bug: report them before the user sees a wallet prompt.
      const validated = validateSignAndSendOptions(options)
      const target = wanted ? served(wanted) : session.network()
      const { wallet, address } = session.require()
      const connection = await connections.get(target)
      let lastValidBlockHeight: number | undefined
      if (!('version' in transaction)) {
        transaction.feePayer ??= await toPublicKey(address)
        lastValidBlockHeight = transaction.lastValidBlockHeight
        if (!transaction.recentBlockhash) {
          const latest = await rpcCall('getLatestBlockhash', () => connection.getLatestBlockhash())
          transaction.recentBlockhash = latest.blockhash
          lastValidBlockHeight = latest.lastValidBlockHeight
        }
      }
      return sendWithWallet({
        wallet,
        address,
        transaction,
        chain: walletChainOf(target, parameters.walletChains),
        connection,
        options: validated,
        lastValidBlockHeight,
        ...sendOptions,
      })
    },

    async estimateGas({ from, to, network: wanted, value, data }) {
      return estimateFee(await connections.get(served(wanted)), { from, to, value, data })
    },

    parseUnits,
    formatUnits,

    destroy() {
      session.destroy()
      registry.destroy()
    },
  }
}
