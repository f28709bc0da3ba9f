import { type Adapter, isWalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { fromStandardWallet, readStandardWallet } from './fromStandardWallet.ts'
import { fromWalletAdapter } from './fromWalletAdapter.ts'
import type { SolanaWallet } from './types.ts'

export type WalletRegistry = {
  list(): readonly SolanaWallet[]
  get(id: string): SolanaWallet | undefined
  /** Called with the full list after each change. Returns an unsubscribe. */
  watch(onChange: (wallets: readonly SolanaWallet[]) => void): () => void
  /** The wallet once it is registered, or undefined if it is not within `timeoutMs`. */
  waitFor(id: string, timeoutMs: number): Promise<SolanaWallet | undefined>
  destroy(): void
}

/**
 * The wallets the adapter can use: Wallet Standard wallets as they register and unregister,
 * then the adapters the app passed. A wallet found both ways is kept once, as the Standard
 * one, which is the wallet's own current interface.
 */
export function createWalletRegistry(options: {
  walletStandard: Wallets | boolean
  adapters: readonly Adapter[]
}): WalletRegistry {
  const wrapped = new WeakMap<Wallet, SolanaWallet>()
  const fromAdapters = options.adapters.map(fromWalletAdapter)
  const listeners = new Set<(wallets: readonly SolanaWallet[]) => void>()
  const api =
    options.walletStandard === false
      ? undefined
      : options.walletStandard === true
        ? getWallets()
        : options.walletStandard

  // Wallets that cannot be listed (no readable name, getters that throw, no signing feature):
  // noted once, not tried again on every registration.
  const skipped = new WeakSet<Wallet>()
  const skip = (wallet: Wallet, reason: string): undefined => {
    skipped.add(wallet)
    if (reason) console.warn(`[openappkit] ignored a Wallet Standard wallet: ${reason}.`)
    return undefined
  }

  /**
   * Wraps a newly registered wallet, once. Anything may register (`register` is a page-wide
   * API): every read is guarded, a bad icon or a long name is noted and the wallet still listed,
   * and a name another registered wallet already has is not taken over: both are kept, the later
   * one as `name#2` (ids are what core stores to restore a connection, so the first keeps its own).
   */
  const wrap = (wallet: Wallet, taken: Set<string>): SolanaWallet | undefined => {
    const known = wrapped.get(wallet)
    if (known || skipped.has(wallet)) return known
    try {
      if (!isWalletAdapterCompatibleStandardWallet(wallet)) return skip(wallet, '')
      const listing = readStandardWallet(wallet)
      if (listing instanceof Error) return skip(wallet, listing.message)
      let id = listing.name
      for (let n = 2; taken.has(id); n++) id = `${listing.name}#${n}`
      const notes =
        id === listing.name
          ? listing.notes
          : [...listing.notes, `its name is another wallet's; listed as ${id}`]
      if (notes.length > 0)
        console.warn(
          `[openappkit] the wallet "${listing.name}" registered with problems: ${notes.join('; ')}.`,
        )
      const handle = fromStandardWallet(wallet, listing, id)
      wrapped.set(wallet, handle)
      return handle
    } catch (error) {
      return skip(wallet, `it could not be read (${error instanceof Error ? error.message : String(error)})`)
    }
  }

  const standardWallets = (): SolanaWallet[] => {
    let registered: readonly Wallet[] = []
    try {
      registered = api?.get() ?? []
    } catch {
      // A registry that throws lists no wallet.
    }
    const list: SolanaWallet[] = []
    const taken = new Set<string>()
    // Already-listed wallets keep their ids before newcomers are named.
    for (const wallet of registered) {
      const known = wrapped.get(wallet)
      if (known) taken.add(known.connector.id)
    }
    for (const wallet of registered) {
      const handle = wrap(wallet, taken)
      if (!handle) continue
      taken.add(handle.connector.id)
      list.push(handle)
    }
    return list
  }

  let current: readonly SolanaWallet[] = []
  const refresh = () => {
    const standard = standardWallets()
    const names = new Set(standard.map((w) => w.connector.id))
    current = [...standard, ...fromAdapters.filter((w) => !names.has(w.connector.id))]
    for (const listener of listeners) listener(current)
  }
  refresh()
  const stops = api ? [api.on('register', refresh), api.on('unregister', refresh)] : []

  return {
    list: () => current,
    get: (id) => current.find((w) => w.connector.id === id),
    watch(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    waitFor(id, timeoutMs) {
      const found = current.find((w) => w.connector.id === id)
      if (found || timeoutMs <= 0) return Promise.resolve(found)
      return new Promise((resolve) => {
        const stop = () => {
          clearTimeout(timer)
          listeners.delete(onChange)
        }
        const onChange = (wallets: readonly SolanaWallet[]) => {
          const wallet = wallets.find((w) => w.connector.id === id)
          if (!wallet) return
          stop()
          resolve(wallet)
        }
        const timer = setTimeout(() => {
          stop()
          resolve(undefined)
        }, timeoutMs)
        listeners.add(onChange)
      })
    },
    destroy() {
      for (const stop of stops) stop()
      listeners.clear()
    },
  }
}
