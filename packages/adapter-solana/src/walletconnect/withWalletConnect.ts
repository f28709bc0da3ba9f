import type { ConnectionResult } from '@openappkit/core'
import type { WalletConnect } from '@openappkit/walletconnect'
import type { WalletRegistry } from '../wallets/createWalletRegistry.ts'
import type { SolanaWallet } from '../wallets/types.ts'

/**
 * The wallet registry with one more wallet listed after the discovered and passed ones: the
 * WalletConnect one, or the embedded wallet (read on each call: core hands it over after the
 * adapter is made).
 */
export function withWallet(registry: WalletRegistry, extra: () => SolanaWallet | undefined): WalletRegistry {
  const listed = (wallets: readonly SolanaWallet[]) => {
    const wallet = extra()
    return wallet ? [...wallets, wallet] : wallets
  }
  const find = (wanted: string) => {
    const wallet = extra()
    return wallet?.connector.id === wanted ? wallet : undefined
  }
  return {
    list: () => listed(registry.list()),
    get: (wanted) => find(wanted) ?? registry.get(wanted),
    watch: (onChange) => registry.watch((wallets) => onChange(listed(wallets))),
    waitFor: (wanted, timeoutMs) => {
      const wallet = find(wanted)
      return wallet ? Promise.resolve(wallet) : registry.waitFor(wanted, timeoutMs)
    },
    destroy: () => registry.destroy(),
  }
}

/** A WalletConnect connection names the wallet behind it (the session peer), as the EVM adapter's does. */
export function withPeerWallet(
  session: WalletConnect | undefined,
  result: ConnectionResult | null,
): ConnectionResult | null {
  if (!session || !result || result.connectorId !== session.connector.id) return result
  const wallet = session.peerWallet()
  return wallet ? { ...result, wallet } : result
}
