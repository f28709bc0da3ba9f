import type { Connector } from '../adapters/types.ts'
import type { AppKit } from '../appKit.ts'
import { discoveredRow } from '../connectors/discoveredRow.ts'
import { isMultiChainConnector } from '../connectors/multiChainConnector.ts'
import { walletConnectGroup } from '../connectors/walletConnectGroup.ts'
import { NamespaceNotApprovedError } from '../errors/namespaceNotApproved.ts'
import { ConnectorNotFoundError } from '../errors/rest.ts'
import { ConnectionAbandonedError, currentAttempt } from '../lifecycle/attempts.ts'
import { dismissLateConnection } from '../lifecycle/dismissLateConnection.ts'
import type { ChainNamespace } from '../networks/types.ts'
import type { WalletItem } from '../wallets/buildWalletList.ts'
import { setActiveNetwork } from './applyConnection.ts'
import { connectAttempt } from './connect.ts'
import type { GetAccountReturnType } from './getAccount.ts'

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
 *
 * A wallet on several namespaces (a MULTI_CHAIN connector) is connected on each in turn, the
 * active namespace first. An extension wallet is looked up again once every adapter has discovered
 * the page's wallets (`appKit.discovered`, waited for a few seconds at most): clicked while only
 * one adapter had found it, it still connects every namespace that offers it. A refusal on one (emitted as an `error` event) keeps what the others
 * connected; the call rejects, with the first refusal, only when every namespace refuses, and
 * leaving the connect (`ConnectionAbandonedError`) stops there. The active network ends on the
 * first namespace connected, whose account is returned.
 *
 * WalletConnect is one session for every adapter whose WalletConnect connector has the same id:
 * the chosen (or active) namespace's connector pairs, then each other namespace connects from
 * that session. A namespace the wallet did not approve fails alone (its adapter's error, emitted)
 * and stays disconnected; a refused or left pairing ends it for all.
 */
export async function connectWallet(
  appKit: AppKit,
  parameters: ConnectWalletParameters,
): Promise<GetAccountReturnType> {
  const { wallet } = parameters
  const listed = wallet.connector ?? findWalletConnectConnector(appKit, parameters.namespace)
  if (!listed) throw new ConnectorNotFoundError(wallet.name)
  // Which namespaces an extension wallet connects is decided once every adapter has looked for it
  // (when they all have, the wallet is asked in the same step as the click).
  const connector =
    extensionTypes.has(listed.type) && appKit.store.get(appKit.atoms.discovering)
      ? await discoveredRow(appKit, listed, parameters.signal)
      : listed
  if (connector.type === 'WALLET_CONNECT') {
    const group = walletConnectGroup(
      connector,
      appKit.store.get(appKit.atoms.connectors),
      Object.keys(appKit.adapters) as ChainNamespace[],
    )
    return connectEach(appKit, wallet, group, parameters.signal, { pairsFirst: true })
  }
  if (!isMultiChainConnector(connector)) return connectThrough(appKit, wallet, connector, parameters.signal)

  const active = appKit.store.get(appKit.atoms.activeNamespace)
  const members = [...connector.connectors].sort((a, b) =>
    a.chain === active ? -1 : b.chain === active ? 1 : 0,
  )
  return connectEach(appKit, wallet, members, parameters.signal, { pairsFirst: false })
}

/**
 * Connects `members` in turn; see `connectWallet`. With `pairsFirst` (WalletConnect) the first
 * member's failure ends it (going on would open a pairing the user did not ask for), unless the
 * wallet approved other namespaces (`NamespaceNotApprovedError` naming them); when those fail
 * too, the session no namespace holds is ended.
 */
async function connectEach(
  appKit: AppKit,
  wallet: WalletItem,
  members: readonly Connector[],
  signal: AbortSignal | undefined,
  { pairsFirst }: { pairsFirst: boolean },
): Promise<GetAccountReturnType> {
  if (members.length === 1) return connectThrough(appKit, wallet, members[0] as Connector, signal)
  let first: GetAccountReturnType | undefined
  let firstNetwork = appKit.store.get(appKit.atoms.activeCaipNetwork)
  const failures: unknown[] = []
  for (const member of members) {
    try {
      const account = await connectThrough(appKit, wallet, member, signal)
      if (!first) {
        first = account
        firstNetwork = appKit.store.get(appKit.atoms.activeCaipNetwork)
      }
    } catch (error) {
      if (error instanceof ConnectionAbandonedError) throw error
      // The pairing went through but the wallet chose other namespaces: they connect from the
      // session it left up. Any other failure of the pairing ends it for all, and so does a
      // session that approved none of ours (the next connect would find none and pair again).
      if (pairsFirst && !first && failures.length === 0 && !approvedOthers(error)) throw error
      failures.push(error)
    }
  }
  if (!first) {
    if (pairsFirst && approvedOthers(failures[0]))
      // The last to leave ends the session.
      for (const member of members) dismissLateConnection(appKit, member.chain, member.id)
    throw failures[0]
  }
  if (firstNetwork) setActiveNetwork(appKit, firstNetwork)
  return first
}

const extensionTypes = new Set<Connector['type']>(['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN'])

const approvedOthers = (error: unknown) =>
  error instanceof NamespaceNotApprovedError && (error.approved?.length ?? 0) > 0

async function connectThrough(
  appKit: AppKit,
  wallet: WalletItem,
  connector: Connector,
  signal: AbortSignal | undefined,
): Promise<GetAccountReturnType> {
  const namespace = connector.chain
  appKit.store.set(appKit.atoms.walletConnectUri, undefined)
  try {
    return await connectAttempt(appKit, { connectorId: connector.id, namespace, signal }, (account) => {
      appKit.storage.addRecentWallet({
        id: wallet.id,
        name: wallet.name,
        ...(wallet.imageId ? { image_id: wallet.imageId } : {}),
        ...(wallet.imageUrl ? { image_url: wallet.imageUrl } : {}),
      })
      // The last wallet connected, and per namespace, beside the connector it
      // restores, the wallet each namespace shows: two namespaces may hold two wallets.
      appKit.storage.set('walletId', wallet.id)
      appKit.storage.set('walletName', wallet.name)
      appKit.storage.set('connections', {
        ...appKit.storage.get('connections'),
        [namespace]: { connectorId: connector.id, walletId: wallet.id, walletName: wallet.name },
      })
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
    })
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
