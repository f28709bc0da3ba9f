import type {
  AdapterAccount,
  AdapterEvent,
  CaipNetwork,
  ConnectionResult,
  NamespaceAdapter,
} from '@openappkit/core'
import { SolanaAdapterError, solanaErrorMessages } from '../errors.ts'
import type { ConnectionStore } from '../storage/createConnectionStore.ts'
import type { WalletRegistry } from '../wallets/createWalletRegistry.ts'
import { askWallet } from '../wallets/toWalletError.ts'
import type { SolanaWallet } from '../wallets/types.ts'

export type SessionManagerParameters = {
  /** The served networks, with the app's RPC URLs; the first is the default. */
  networks: readonly CaipNetwork[]
  registry: WalletRegistry
  store: ConnectionStore
  /** How long a load-time sync waits for the wallet to register. */
  syncTimeoutMs: number
}

export type ActiveAccount = { connectorId: string; address: string; addresses: readonly string[] }

export type SessionManager = Pick<
  NamespaceAdapter,
  'connect' | 'disconnect' | 'syncConnection' | 'switchNetwork' | 'subscribe'
> & {
  /** The cluster used now. */
  network(): CaipNetwork
  /** Our copy of a network, by CAIP-2 id, so the app's RPC URLs win over the caller's copy. */
  served(network: CaipNetwork): CaipNetwork
  account(): ActiveAccount | undefined
  /** The wallet and the account to act for; throws when not connected or not authorised for `address`. */
  require(address?: string): { wallet: SolanaWallet; address: string }
  reconnect(): Promise<ConnectionResult | null>
  destroy(): void
}

type Session = { wallet: SolanaWallet; addresses: readonly string[]; stopWatching: () => void }

function toAccounts(addresses: readonly string[]): AdapterAccount[] {
  return addresses.map((address) => ({ namespace: 'solana', address, type: 'eoa' }))
}

function sameAddresses(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((address, i) => address === b[i])
}

/**
 * The connection lifecycle: which wallet is connected and for which accounts, on which cluster;
 * what is remembered for the next load; and the wallet-side changes that reach subscribers.
 * Wallet calls (sign, send, read) live in the adapter and only ask this for the session.
 */
export function createSessionManager(parameters: SessionManagerParameters): SessionManager {
  const { networks, registry, store } = parameters
  const listeners = new Set<(event: AdapterEvent) => void>()
  let network = networks[0] as CaipNetwork
  let session: Session | undefined

  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }

  const served = (wanted: CaipNetwork): CaipNetwork => {
    const found = networks.find((n) => n.caipNetworkId === wanted.caipNetworkId)
    if (!found) {
      throw new SolanaAdapterError(solanaErrorMessages.networkNotServed, { details: wanted.caipNetworkId })
    }
    return found
  }

  const account = (): ActiveAccount | undefined => {
    const address = session?.addresses[0]
    if (!session || !address) return undefined
    return { connectorId: session.wallet.connector.id, address, addresses: session.addresses }
  }

  const remember = () => {
    const active = account()
    // The store keeps the wallet, the active address and the cluster.
    if (active) store.set({ ...active, caipNetworkId: network.caipNetworkId })
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
        if (sameAddresses(accounts, next.addresses)) return
        next.addresses = accounts
        remember()
        emit({ type: 'accountsChanged', accounts: toAccounts(accounts) })
      }),
    }
    session = next
    remember()
    return { connectorId: wallet.connector.id, accounts: toAccounts(addresses), chainId: network.id }
  }

  /**
   * Core abandoned the attempt (the user went elsewhere) while the wallet decided: the session the
   * user has now stays, and the wallet that answered late is told to forget the app, unless it
   * is that session's wallet.
   */
  const dropIfAbandoned = (wallet: SolanaWallet, signal: AbortSignal | undefined) => {
    if (!signal?.aborted) return
    if (session?.wallet !== wallet) wallet.disconnect().catch(() => undefined)
    throw signal.reason
  }

  // An extension that goes away (uninstalled, disabled) ends its session.
  const stopWatchingRegistry = registry.watch((wallets) => {
    if (session && !wallets.includes(session.wallet)) {
      endSession()
      emit({ type: 'disconnect' })
    }
  })

  const syncConnection: SessionManager['syncConnection'] = async ({
    connectorId,
    network: wanted,
    signal,
  }) => {
    const stored = store.get()
    const wallet = await registry.waitFor(connectorId, parameters.syncTimeoutMs)
    if (!wallet) return null
    const addresses = await wallet.connect({ silent: true })
    if (addresses.length) dropIfAbandoned(wallet, signal)
    if (!addresses.length) {
      // The wallet no longer authorises the app: forget it, so the next load does not ask again.
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
    network: () => network,
    served,

    account,

    require(address) {
      const current = session
      const active = current?.addresses[0]
      if (!current || !active) throw new SolanaAdapterError(solanaErrorMessages.notConnected)
      if (address !== undefined && !current.addresses.includes(address)) {
        throw new SolanaAdapterError(solanaErrorMessages.accountNotFound, { details: address })
      }
      return { wallet: current.wallet, address: address ?? active }
    },

    async connect({ connectorId, network: wanted, signal }) {
      const target = wanted ? served(wanted) : network
      const wallet = registry.get(connectorId)
      if (!wallet) throw new SolanaAdapterError(solanaErrorMessages.walletNotFound, { details: connectorId })
      const addresses = await askWallet(() => wallet.connect({ silent: false }))
      if (!addresses.length)
        throw new SolanaAdapterError(solanaErrorMessages.noAccount, { details: connectorId })
      dropIfAbandoned(wallet, signal)
      const previous = session?.wallet
      network = target
      const result = startSession(wallet, addresses)
      // One Solana wallet at a time: the one we leave should not keep authorising the app. Not
      // awaited: a slow or broken wallet must not hold up the one the user just chose.
      if (previous && previous !== wallet) previous.disconnect().catch(() => undefined)
      return result
    },

    async disconnect({ connectorId } = {}) {
      const current = session
      if (!current || (connectorId !== undefined && current.wallet.connector.id !== connectorId)) return
      // State is cleared first: the app asked to leave, so it has left even if the wallet fails.
      endSession()
      await askWallet(() => current.wallet.disconnect())
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

    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    destroy() {
      session?.stopWatching()
      session = undefined
      stopWatchingRegistry()
      listeners.clear()
    },
  }
}
