import type { AdapterAccount, ConnectionResult, EmbeddedUser } from '../adapters/types.ts'
import type { AppKit } from '../appKit.ts'
import { visibleText } from '../display/visibleText.ts'
import { emailLoginConnectorId } from '../embedded/emailLogin.ts'
import { formatCaipAddress } from '../networks/caip.ts'
import type { CaipNetwork, ChainNamespace } from '../networks/types.ts'
import { resolveNetwork, shouldOpenUnsupportedChain } from '../networks/unknownNetwork.ts'
import { initialAccountState } from '../state/types.ts'
import { openModal } from './openModal.ts'
import { resetSendDraft } from './resetSendState.ts'

// Internal: how adapter results and events become state and storage.

export function setActiveNetwork(appKit: AppKit, network: CaipNetwork): void {
  if (appKit.store.get(appKit.atoms.activeCaipNetwork)?.caipNetworkId !== network.caipNetworkId)
    resetSendDraft(appKit)
  appKit.store.set(appKit.atoms.activeCaipNetwork, network)
  appKit.store.set(appKit.atoms.activeNamespace, network.chainNamespace)
  appKit.storage.set('activeCaipNetworkId', network.caipNetworkId)
  appKit.storage.set('activeNamespace', network.chainNamespace)
  appKit.storage.set('lastUsedChainId', network.id)
}

/** Sets the chain a wallet reports; an unknown one becomes "Unknown Network" and may open UnsupportedChain. */
export function applyChain(appKit: AppKit, namespace: ChainNamespace, chainId: number | string): CaipNetwork {
  const network = resolveNetwork(appKit.networks, namespace, chainId)
  const account = appKit.store.get(appKit.atoms.account(namespace))
  if (account.address) {
    appKit.store.set(appKit.atoms.account(namespace), {
      ...account,
      caipAddress: formatCaipAddress(network.caipNetworkId, account.address),
    })
  }
  setActiveNetwork(appKit, network)
  if (shouldOpenUnsupportedChain(network, appKit.options)) openModal(appKit, { view: 'UnsupportedChain' })
  return network
}

export function applyAccounts(
  appKit: AppKit,
  namespace: ChainNamespace,
  accounts: readonly AdapterAccount[],
  /** The chain the accounts are on; else the active network when it is the namespace's. */
  network = appKit.store.get(appKit.atoms.activeCaipNetwork),
): void {
  const first = accounts[0]
  if (!first) {
    resetAccount(appKit, namespace)
    return
  }
  if (appKit.store.get(appKit.atoms.account(namespace)).address !== first.address) resetSendDraft(appKit)
  const caipNetworkId =
    network?.chainNamespace === namespace
      ? network.caipNetworkId
      : (appKit.networks.find((n) => n.chainNamespace === namespace)?.caipNetworkId ?? `${namespace}:unknown`)
  appKit.store.set(appKit.atoms.account(namespace), (current) => ({
    ...current,
    address: first.address,
    caipAddress: formatCaipAddress(caipNetworkId as CaipNetwork['caipNetworkId'], first.address),
    allAccounts: accounts,
    ...(current.address === first.address
      ? {}
      : { balance: undefined, balanceSymbol: undefined, tokenBalance: [] }),
  }))
}

/**
 * With `keepActiveNetwork` (a restore of a namespace other than the active one) the namespace's
 * account is set on the wallet's chain and the active network stays: the network the user chose
 * last comes back, whichever namespace's wallet answers last.
 */
export function applyConnectionResult(
  appKit: AppKit,
  namespace: ChainNamespace,
  result: ConnectionResult,
  { keepActiveNetwork = false } = {},
): void {
  const network = resolveNetwork(appKit.networks, namespace, result.chainId)
  if (!keepActiveNetwork) setActiveNetwork(appKit, network)
  applyAccounts(appKit, namespace, result.accounts, network)
  // A peer name with nothing visible leaves the wallet the visitor picked as the one shown.
  const peerName = typeof result.wallet?.name === 'string' ? visibleText(result.wallet.name) : ''
  appKit.store.set(appKit.atoms.account(namespace), (current) => ({
    ...current,
    status: current.address ? 'connected' : 'disconnected',
    connectorId: result.connectorId,
    ...(peerName
      ? { connectedWalletInfo: { ...result.wallet, name: peerName, type: 'WALLET_CONNECT' } }
      : {}),
    // The embedded wallet's user belongs to its connection: another connection has none.
    user: result.user && { email: result.user.email, username: result.user.username },
    socialProvider: result.user?.socialProvider,
    smartAccountDeployed: result.user?.smartAccountDeployed ?? false,
    ...(result.user?.preferredAccountType ? { preferredAccountType: result.user.preferredAccountType } : {}),
  }))
  const networks = result.user?.smartAccountEnabledNetworks
  if (networks) {
    appKit.storage.setSmartAccountEnabledNetworks(networks)
    appKit.store.set(appKit.atoms.smartAccountEnabledNetworks, networks.map(String))
  }
  const { address } = appKit.store.get(appKit.atoms.account(namespace))
  appKit.storage.setConnectionStatus(namespace, address ? 'connected' : 'disconnected')
  if (!address) return
  const connections = appKit.storage.get('connections')
  const kept = connections?.[namespace]?.connectorId === result.connectorId ? connections[namespace] : {}
  appKit.storage.set('connections', {
    ...connections,
    // The same connector keeps the wallet stored with it (its restore names that wallet).
    [namespace]: { ...kept, connectorId: result.connectorId },
  })
  appKit.storage.addConnectedNamespace(namespace)
  appKit.emitter.emit('connect', { namespace, address, caipNetworkId: network.caipNetworkId })
  if (shouldOpenUnsupportedChain(network, appKit.options)) openModal(appKit, { view: 'UnsupportedChain' })
}

/** The embedded wallet's user as it is now: whether its smart account is deployed, which account is in use. */
export function applyEmbeddedUser(appKit: AppKit, namespace: ChainNamespace, user: EmbeddedUser): void {
  appKit.store.set(appKit.atoms.account(namespace), (current) =>
    current.connectorId === emailLoginConnectorId
      ? {
          ...current,
          smartAccountDeployed: user.smartAccountDeployed ?? false,
          ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}),
        }
      : current,
  )
}

/** Back to a disconnected account; the preferred account type survives (it is a setting, not a session). */
export function resetAccount(appKit: AppKit, namespace: ChainNamespace): void {
  if (appKit.store.get(appKit.atoms.account(namespace)).address) resetSendDraft(appKit)
  const { preferredAccountType } = appKit.store.get(appKit.atoms.account(namespace))
  appKit.store.set(appKit.atoms.account(namespace), initialAccountState(preferredAccountType))
}

export function markDisconnected(appKit: AppKit, namespace: ChainNamespace): void {
  const wasConnected = Boolean(appKit.store.get(appKit.atoms.account(namespace)).address)
  resetAccount(appKit, namespace)
  appKit.storage.setConnectionStatus(namespace, 'disconnected')
  const { [namespace]: _, ...connections } = appKit.storage.get('connections') ?? {}
  appKit.storage.set('connections', connections)
  appKit.storage.removeConnectedNamespace(namespace)
  if (wasConnected) appKit.emitter.emit('disconnect', { namespace })
}
