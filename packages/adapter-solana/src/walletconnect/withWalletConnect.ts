import type { ConnectionResult } from '@openappkit/core'
import type { WalletConnect } from '@openappkit/walletconnect'
import type { WalletRegistry } from '../wallets/createWalletRegistry.ts'
import type { SolanaWallet } from '../wallets/types.ts'

/** The wallet registry with WalletConnect listed after the discovered and passed wallets. */
export function withWalletConnectWallet(registry: WalletRegistry, wallet: SolanaWallet): WalletRegistry {
  const id = wallet.connector.id
  return {
    list: () => [...registry.list(), wallet],
    get: (wanted) => (wanted === id ? wallet : registry.get(wanted)),
    watch: (onChange) => registry.watch((wallets) => onChange([...wallets, wallet])),
    waitFor: (wanted, timeoutMs) =>
      wanted === id ? Promise.resolve(wallet) : registry.waitFor(wanted, timeoutMs),
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
