import type { AppKit } from '../appKit'
import { ConnectorNotFoundError } from '../errors/rest'
import { currentAttempt } from '../lifecycle/attempts'
import type { ChainNamespace } from '../networks/types'
import type { WalletItem } from '../wallets/buildWalletList'
import { connectAttempt } from './connect'
import type { GetAccountReturnType } from './getAccount'

export type ConnectWalletParameters = {
  wallet: WalletItem
  /** For a wallet reached over WalletConnect: whose WalletConnect connector to use. Defaults to the active namespace's. */
  namespace?: ChainNamespace | undefined
  /** Aborting it abandons the attempt, as for `connect`. */
  signal?: AbortSignal | undefined
}

/**
 * Connects a wallet of the headless list: through its own connector when an adapter has one
 * (installed, announced), else by pairing over an adapter's WalletConnect connector, whose URI
 * appears in `walletConnectUri` while the wallet decides. On success the wallet becomes recent
 * and the account's `connectedWalletInfo`, in the same step as the connection itself: an attempt
 * the user has left (another connect, a disconnect, a cancel) writes none of it, even when its
 * wallet approves later.
 */
export async function connectWallet(
  appKit: AppKit,
  parameters: ConnectWalletParameters,
): Promise<GetAccountReturnType> {
  const { wallet } = parameters
  const connector = wallet.connector ?? findWalletConnectConnector(appKit, parameters.namespace)
  if (!connector) throw new ConnectorNotFoundError(wallet.name)
  const namespace = connector.chain
  appKit.store.set(appKit.atoms.walletConnectUri, undefined)
  try {
    return await connectAttempt(
      appKit,
      { connectorId: connector.id, namespace, signal: parameters.signal },
      (account) => {
        appKit.storage.addRecentWallet({
          id: wallet.id,
          name: wallet.name,
          ...(wallet.imageId ? { image_id: wallet.imageId } : {}),
          ...(wallet.imageUrl ? { image_url: wallet.imageUrl } : {}),
        })
        appKit.storage.set('walletId', wallet.id)
        appKit.storage.set('walletName', wallet.name)
        const connectedWalletInfo = {
          name: wallet.name,
          icon: wallet.imageUrl,
          identifier: wallet.id,
          type: connector.type,
          // Over WalletConnect, the session names the wallet that approved it (set from the
          // adapter's ConnectionResult.wallet): that, rather than "WalletConnect".
          ...(connector.type === 'WALLET_CONNECT' ? peerWalletOf(account) : {}),
        }
        appKit.store.set(appKit.atoms.account(account.namespace), (current) => ({
          ...current,
          connectedWalletInfo,
        }))
      },
    )
  } finally {
    // The URI is the pairing of whichever connect is in flight: an abandoned one leaves it alone.
    if (currentAttempt(appKit, namespace)?.kind !== 'connect') {
      appKit.store.set(appKit.atoms.walletConnectUri, undefined)
    }
  }
}

function findWalletConnectConnector(appKit: AppKit, namespace: ChainNamespace | undefined) {
  const preferred = namespace ?? appKit.store.get(appKit.atoms.activeNamespace)
  const adapters = Object.values(appKit.adapters).sort((a, b) =>
    a.namespace === preferred ? -1 : b.namespace === preferred ? 1 : 0,
  )
  for (const adapter of adapters) {
    const connector = adapter.getConnectors().find((c) => c.type === 'WALLET_CONNECT')
    if (connector) return connector
  }
  return undefined
}

function peerWalletOf(account: GetAccountReturnType) {
  const peer = account.connectedWalletInfo
  return peer?.type === 'WALLET_CONNECT' ? { name: peer.name, icon: peer.icon, url: peer.url } : {}
}
