import type { AppKit } from '../appKit.ts'
import type { ChainNamespace } from '../networks/types.ts'
import type { ConnectedWalletInfo } from '../state/types.ts'

/**
 * The wallet a restored connection was made with, from what `connectWallet` stored beside the
 * namespace's connector (`connections[namespace]`), so "Connected with …" survives a reload and
 * each namespace names its own wallet. Storage written before that (one `walletId` / `walletName`
 * for the page) is read only when the stored wallet is the restored connector's (an announced
 * wallet's id is its connector id; a WalletConnect pairing's is the directory wallet's): a
 * connection made by `connect` alone names none.
 */
export function storedWalletInfo(
  appKit: AppKit,
  namespace: ChainNamespace,
  connectorId: string,
): ConnectedWalletInfo | undefined {
  const connector = appKit.store.get(appKit.atoms.connectors)[namespace]?.find((c) => c.id === connectorId)
  const entry = appKit.storage.get('connections')?.[namespace]
  const stored =
    entry?.connectorId === connectorId && entry.walletId && entry.walletName
      ? { id: entry.walletId, name: entry.walletName }
      : legacyWallet(appKit, connectorId, connector?.type)
  if (!stored) return undefined
  const recent = appKit.storage.get('recentWallets')?.find((wallet) => wallet.id === stored.id)
  return { name: stored.name, identifier: stored.id, icon: recent?.image_url, type: connector?.type }
}

function legacyWallet(appKit: AppKit, connectorId: string, connectorType: string | undefined) {
  const id = appKit.storage.get('walletId')
  const name = appKit.storage.get('walletName')
  if (!id || !name) return undefined
  if (id !== connectorId && connectorType !== 'WALLET_CONNECT') return undefined
  return { id, name }
}
