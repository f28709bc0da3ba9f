import type { AppKit } from '../appKit'
import type { ChainNamespace } from '../networks/types'
import type { ConnectedWalletInfo } from '../state/types'

/**
 * The wallet a restored connection was made with, from what `connectWallet` stored (its id, name
 * and Recent entry), so "Connected with …" survives a reload. Only when the stored wallet is the
 * restored connector's (an announced wallet's id is its connector id; a WalletConnect pairing's
 * is the directory wallet's): a connection made by `connect` alone names none.
 */
export function storedWalletInfo(
  appKit: AppKit,
  namespace: ChainNamespace,
  connectorId: string,
): ConnectedWalletInfo | undefined {
  const id = appKit.storage.get('walletId')
  const name = appKit.storage.get('walletName')
  if (!id || !name) return undefined
  const connector = appKit.store.get(appKit.atoms.connectors)[namespace]?.find((c) => c.id === connectorId)
  if (id !== connectorId && connector?.type !== 'WALLET_CONNECT') return undefined
  const recent = appKit.storage.get('recentWallets')?.find((wallet) => wallet.id === id)
  return { name, identifier: id, icon: recent?.image_url, type: connector?.type }
}
