import { type Adapter, isWalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { fromStandardWallet } from './fromStandardWallet'
import { fromWalletAdapter } from './fromWalletAdapter'
import type { SolanaWallet } from './types'

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

  const standardWallets = (): SolanaWallet[] =>
    (api?.get() ?? []).filter(isWalletAdapterCompatibleStandardWallet).map((wallet) => {
      let handle = wrapped.get(wallet)
      if (!handle) {
        handle = fromStandardWallet(wallet)
        wrapped.set(wallet, handle)
      }
      return handle
    })

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
