import { toastMessages } from '../alerts/toastMessages.ts'
import type { AppKit } from '../appKit.ts'
import { type NetworkSwitchPlan, planNetworkSwitch } from '../connectors/planNetworkSwitch.ts'
import { emailLoginConnectorId } from '../embedded/emailLogin.ts'
import { ChainNotSupportedError } from '../errors/chainNotSupported.ts'
import { NetworkError, networkErrorMessages } from '../errors/domain.ts'
import type { CaipNetwork, ChainNamespace } from '../networks/types.ts'
import { assertAdapterExists, assertNamespaceConfigured } from '../validators/assertNamespace.ts'
import { applyAccounts, setActiveNetwork } from './applyConnection.ts'
import { connect } from './connect.ts'
import { showAlert } from './showAlert.ts'
import { showToast } from './showToast.ts'

export type SwitchNetworkReturnType = {
  /**
   * True when the network's namespace has no account yet: the network is set and the app should
   * offer to connect a wallet of that namespace (the modal opens Connect for it).
   */
  needsConnect: boolean
}

/**
 * Chain switching (the rule: `planNetworkSwitch`). Within the active namespace and with an
 * address, the wallet is asked to switch (its chainChanged event then confirms). Moving to another
 * namespace sets the network and takes up that namespace's account, asking its wallet to switch
 * first when it is on another chain of that namespace; with no account there, the embedded
 * wallet takes it up when it was the wallet of the namespace left. A refused switch changes nothing.
 */
export async function switchNetwork(appKit: AppKit, network: CaipNetwork): Promise<SwitchNetworkReturnType> {
  if (!network)
    throw new NetworkError(networkErrorMessages.caipNetworkUndefined, { details: 'switchNetwork' })
  const configured = [...new Set(appKit.networks.map((n) => n.chainNamespace))] as ChainNamespace[]
  assertNamespaceConfigured(configured, network.chainNamespace)
  if (!appKit.networks.some((n) => n.caipNetworkId === network.caipNetworkId)) {
    // The alert, so a user whose app asked for a network it did not configure sees why.
    showAlert(appKit, 'networkNotFound')
    throw new NetworkError(networkErrorMessages.caipNetworkNotFound, { details: network.caipNetworkId })
  }
  const account = appKit.store.get(appKit.atoms.account(network.chainNamespace))
  const plan: NetworkSwitchPlan = planNetworkSwitch({
    network,
    activeNamespace: appKit.store.get(appKit.atoms.activeNamespace),
    account,
  })
  if (plan.kind === 'walletSwitch') {
    const adapter = assertAdapterExists(appKit.adapters, network.chainNamespace)
    try {
      await adapter.switchNetwork({ network })
    } catch (error) {
      if (error instanceof ChainNotSupportedError) void showToast(appKit, toastMessages.chainNotSupported)
      appKit.emitter.emit('error', { error, source: 'switchNetwork' })
      throw error
    }
  }
  const left = appKit.store.get(appKit.atoms.activeNamespace)
  setActiveNetwork(appKit, network)
  // The account as it is now: the wallet may have changed it while switching.
  const { allAccounts } = appKit.store.get(appKit.atoms.account(network.chainNamespace))
  if (plan.kind !== 'connect') applyAccounts(appKit, network.chainNamespace, allAccounts)
  else if (left && takesUpEmbeddedWallet(appKit, left, network.chainNamespace)) {
    // One embedded-wallet login serves both namespaces: it connects the new one as well. A
    // failure (the adapter's error event says why) leaves the choice of a wallet to the user.
    const connected = await connect(appKit, { connectorId: emailLoginConnectorId, network }).then(
      () => true,
      () => false,
    )
    return { needsConnect: !connected }
  }
  return { needsConnect: plan.kind === 'connect' }
}

/** The namespace left was connected through the embedded wallet, which the new one lists too. */
function takesUpEmbeddedWallet(appKit: AppKit, left: ChainNamespace, to: ChainNamespace): boolean {
  const { store, atoms } = appKit
  return (
    store.get(atoms.account(left)).connectorId === emailLoginConnectorId &&
    (store.get(atoms.connectors)[to] ?? []).some((c) => c.id === emailLoginConnectorId)
  )
}
