import {
  type AdapterAccount,
  type AdapterEvent,
  type CaipNetwork,
  type ConnectionResult,
  type Connector,
  formatUnits,
  type NamespaceAdapter,
  parseUnits,
  SendError,
  sendErrorMessages,
  solanaNetworks,
} from '@openappkit/core'
import type { Adapter } from '@solana/wallet-adapter-base'
import type { Commitment, Connection } from '@solana/web3.js'
import type { Wallets } from '@wallet-standard/app'
import bs58 from 'bs58'
import { buildSolTransfer } from './actions/buildSolTransfer'
import { buildSplTransfer } from './actions/buildSplTransfer'
import { estimateFee } from './actions/estimateFee'
import { getSolBalance } from './actions/getSolBalance'
import { getSplTokenBalance } from './actions/getSplTokenBalance'
import { rpcCall } from './actions/rpcCall'
import { sendWithWallet } from './actions/sendWithWallet'
import { toPublicKey } from './actions/toPublicKey'
import { SolanaAdapterError, solanaErrorMessages } from './errors'
import { type WalletChain, walletChainOf } from './networks/walletChainOf'
import { type ConnectionOption, createConnectionPool } from './rpc/createConnectionPool'
import { createConnectionStore, type StorageLike } from './storage/createConnectionStore'
import {
  type SolanaSignAndSendOptions,
  validateSignAndSendOptions,
} from './validators/validateSignAndSendOptions'
import { createWalletRegistry } from './wallets/createWalletRegistry'
import { toWalletError } from './wallets/toWalletError'
import type { SolanaTransaction, SolanaWallet } from './wallets/types'

export type CreateSolanaAdapterParameters = {
  /** The clusters the app uses; the first is the default. Defaults to mainnet, devnet and testnet. */
  networks?: readonly CaipNetwork[] | undefined
  /** RPC URLs by CAIP-2 id, replacing a network's default (public endpoints are rate-limited). */
  rpcUrls?: Readonly<Record<string, string>> | undefined
  /** A ready Connection (or one per network); when set, `rpcUrls` is not used. */
  connection?: ConnectionOption | undefined
  /** @solana/wallet-adapter-base adapters for wallets that are not Wallet Standard wallets. */
  wallets?: readonly Adapter[] | undefined
  /** Wallet Standard discovery: on (the default), off, or a given registry. */
  walletStandard?: boolean | Wallets | undefined
  /** Where the last connection and recent wallets are kept; `localStorage` by default, `null` for none. */
  storage?: StorageLike | null | undefined
  /** The commitment reads use and sends wait for. Default `confirmed`. */
  commitment?: Commitment | undefined
  /** Wallet Standard chain ids for custom clusters, by CAIP-2 id (see `walletChainOf`). */
  walletChains?: Readonly<Record<string, WalletChain>> | undefined
  /** Symbols for SPL mints, which carry none on chain. */
  tokenSymbols?: Readonly<Record<string, string>> | undefined
  /** How long a load-time sync waits for a wallet extension to register. Default 3000 ms. */
  syncTimeoutMs?: number | undefined
  /** How long a send waits for confirmation before reporting it expired. Default 90 s. */
  confirmTimeoutMs?: number | undefined
}

export type SignAndSendTransactionParameters = {
  transaction: SolanaTransaction
  /** SPEC §5 `solana_signAndSendTransaction` options, validated before the wallet is asked. */
  options?: SolanaSignAndSendOptions | undefined
  /** Defaults to the active network. */
  network?: CaipNetwork | undefined
}

export type SolanaAdapter = NamespaceAdapter & {
  readonly namespace: 'solana'
  /** The cluster used now. */
  getNetwork(): CaipNetwork
  /** The connected wallet and its active address, if any. */
  getAccount(): { connectorId: string; address: string; addresses: readonly string[] } | undefined
  getConnection(network?: CaipNetwork): Promise<Connection>
  /** Wallet ids of the last wallets used, most recent first (at most 2). */
  getRecentWallets(): readonly string[]
  /** Restores the stored connection without prompting; null when there is none to restore. */
  reconnect(): Promise<ConnectionResult | null>
  /** Has the wallet sign and send a transaction the app built; resolves with the confirmed signature. */
  signAndSendTransaction(parameters: SignAndSendTransactionParameters): Promise<string>
  /** Stops watching wallets. */
  destroy(): void
}

type Session = { wallet: SolanaWallet; addresses: readonly string[]; stopWatching: () => void }

const POLL_MS = 400

function toAccounts(addresses: readonly string[]): AdapterAccount[] {
  return addresses.map((address) => ({ namespace: 'solana', address, type: 'eoa' }))
}

function withRpcUrl(network: CaipNetwork, url: string | undefined): CaipNetwork {
  if (!url) return network
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { ...network.rpcUrls.default, http: [url] } } }
}

/** The `solana` namespace adapter: Wallet Standard wallets and app-passed adapters on web3.js 1.x. */
export function createSolanaAdapter(parameters: CreateSolanaAdapterParameters = {}): SolanaAdapter {
  const networks = (parameters.networks ?? solanaNetworks).map((network) =>
    withRpcUrl(network, parameters.rpcUrls?.[network.caipNetworkId]),
  )
  const wrongNamespace = networks.filter((n) => n.chainNamespace !== 'solana')
  const [firstNetwork] = networks
  if (!firstNetwork || wrongNamespace.length) {
    throw new SolanaAdapterError(solanaErrorMessages.invalidOptions, {
      details: firstNetwork
        ? `Not Solana networks: ${wrongNamespace.map((n) => n.caipNetworkId).join(', ')}`
        : 'networks is empty',
    })
  }

  const commitment = parameters.commitment ?? 'confirmed'
  const confirmTimeoutMs = parameters.confirmTimeoutMs ?? 90_000
  const connections = createConnectionPool({ connection: parameters.connection, commitment })
  const store = createConnectionStore(parameters.storage)
  const registry = createWalletRegistry({
    walletStandard: parameters.walletStandard ?? true,
    adapters: parameters.wallets ?? [],
  })
  const listeners = new Set<(event: AdapterEvent) => void>()
  let network = firstNetwork
  let session: Session | undefined

  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }

  /** Looks a network up by CAIP-2 id, so the app's RPC URLs win over the caller's copy. */
  const served = (wanted: CaipNetwork): CaipNetwork => {
    const found = networks.find((n) => n.caipNetworkId === wanted.caipNetworkId)
    if (!found) {
      throw new SolanaAdapterError(solanaErrorMessages.networkNotServed, { details: wanted.caipNetworkId })
    }
    return found
  }

  const remember = () => {
    const first = session?.addresses[0]
    if (session && first) {
      store.set({
        connectorId: session.wallet.connector.id,
        address: first,
        caipNetworkId: network.caipNetworkId,
      })
    }
  }

  const endSession = () => {
    session?.stopWatching()
    session = undefined
    store.clear()
  }

  const startSession = (wallet: SolanaWallet, addresses: readonly string[]): ConnectionResult => {
    session?.stopWatching()
    const next: Session = {
      wallet,
      addresses,
      stopWatching: wallet.onChange(({ accounts }) => {
        // A change from a wallet we are no longer connected to (or while we end the session
        // ourselves) must not touch state.
        if (session !== next) return
        if (accounts.length === 0) {
          endSession()
          emit({ type: 'disconnect' })
          return
        }
        if (accounts.length === next.addresses.length && accounts.every((a, i) => a === next.addresses[i]))
          return
        next.addresses = accounts
        remember()
        emit({ type: 'accountsChanged', accounts: toAccounts(accounts) })
      }),
    }
    session = next
    remember()
    return { connectorId: wallet.connector.id, accounts: toAccounts(addresses), chainId: network.id }
  }

  // An extension that goes away (uninstalled, disabled) ends its session.
  const stopWatchingRegistry = registry.watch((wallets) => {
    if (session && !wallets.includes(session.wallet)) {
      endSession()
      emit({ type: 'disconnect' })
    }
  })

  const requireSession = (address?: string): Session & { address: string } => {
    const current = session
    const active = current?.addresses[0]
    if (!current || !active) throw new SolanaAdapterError(solanaErrorMessages.notConnected)
    if (address !== undefined && !current.addresses.includes(address)) {
      throw new SolanaAdapterError(solanaErrorMessages.accountNotFound, { details: address })
    }
    return { ...current, address: address ?? active }
  }

  const sendOptions = {
    commitment,
    confirmTimeoutMs,
    pollMs: POLL_MS,
  }

  const syncConnection: SolanaAdapter['syncConnection'] = async ({ connectorId, network: wanted }) => {
    const stored = store.get()
    const wallet = await registry.waitFor(connectorId, parameters.syncTimeoutMs ?? 3000)
    if (!wallet) return null
    const addresses = await wallet.connect({ silent: true })
    if (!addresses.length) {
      if (stored?.connectorId === connectorId) store.clear()
      return null
    }
    const storedNetwork = networks.find((n) => n.caipNetworkId === stored?.caipNetworkId)
    network = wanted ? served(wanted) : (storedNetwork ?? network)
    // Reopen on the account the user had, not whichever the wallet lists first.
    const previous = stored?.connectorId === connectorId ? stored.address : undefined
    const ordered =
      previous && addresses.includes(previous)
        ? [previous, ...addresses.filter((a) => a !== previous)]
        : addresses
    return startSession(wallet, ordered)
  }

  return {
    namespace: 'solana',
    networks,

    getConnectors: (): readonly Connector[] => registry.list().map((wallet) => wallet.connector),
    watchConnectors(onChange) {
      return registry.watch((wallets) => onChange(wallets.map((wallet) => wallet.connector)))
    },

    async connect({ connectorId, network: wanted }) {
      const target = wanted ? served(wanted) : network
      const wallet = registry.get(connectorId)
      if (!wallet) throw new SolanaAdapterError(solanaErrorMessages.walletNotFound, { details: connectorId })
      let addresses: readonly string[]
      try {
        addresses = await wallet.connect({ silent: false })
      } catch (error) {
        throw toWalletError(error)
      }
      if (!addresses.length)
        throw new SolanaAdapterError(solanaErrorMessages.noAccount, { details: connectorId })
      const previous = session?.wallet
      network = target
      const result = startSession(wallet, addresses)
      if (previous && previous !== wallet) previous.disconnect().catch(() => undefined)
      return result
    },

    async disconnect({ connectorId } = {}) {
      const current = session
      if (!current || (connectorId !== undefined && current.wallet.connector.id !== connectorId)) return
      // State is cleared first: the app asked to leave, so it has left even if the wallet fails.
      endSession()
      try {
        await current.wallet.disconnect()
      } catch (error) {
        throw toWalletError(error)
      }
    },

    syncConnection,

    async reconnect() {
      const stored = store.get()
      return stored ? syncConnection({ connectorId: stored.connectorId }) : null
    },

    // Solana wallets have no "current cluster" to switch: the cluster is named in each request,
    // so switching is ours alone and never prompts.
    async switchNetwork({ network: wanted }) {
      network = served(wanted)
      remember()
      emit({ type: 'chainChanged', chainId: network.id })
    },

    getNetwork: () => network,
    getAccount() {
      const address = session?.addresses[0]
      if (!session || !address) return undefined
      return { connectorId: session.wallet.connector.id, address, addresses: session.addresses }
    },
    getConnection: (wanted) => connections.get(wanted ? served(wanted) : network),
    getRecentWallets: () => store.recentWallets(),

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
      const { wallet } = requireSession(address)
      let signature: Uint8Array
      try {
        signature = await wallet.signMessage({ address, message: new TextEncoder().encode(message) })
      } catch (error) {
        throw toWalletError(error)
      }
      return bs58.encode(signature)
    },

    async sendTransfer({ from, to, amount, network: wanted, token }) {
      if (!to || amount <= 0n) throw new SendError(sendErrorMessages.amountAndReceiverRequired)
      const target = served(wanted)
      const { wallet, address } = requireSession(from)
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
      const target = wanted ? served(wanted) : network
      const { wallet, address } = requireSession()
      const connection = await connections.get(target)
      let lastValidBlockHeight: number | undefined
      if (!('version' in transaction)) {
        transaction.feePayer ??= await toPublicKey(address)
        if (!transaction.recentBlockhash) {
          const latest = await rpcCall('getLatestBlockhash', () => connection.getLatestBlockhash())
          transaction.recentBlockhash = latest.blockhash
          lastValidBlockHeight = latest.lastValidBlockHeight
        } else {
          lastValidBlockHeight = transaction.lastValidBlockHeight
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

    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    destroy() {
      session?.stopWatching()
      session = undefined
      stopWatchingRegistry()
      registry.destroy()
      listeners.clear()
    },
  }
}
