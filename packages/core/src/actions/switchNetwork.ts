import { toastMessages } from '../alerts/toastMessages.ts'
import type { AppKit } from '../appKit.ts'
import { type NetworkSwitchPlan, planNetworkSwitch } from '../connectors/planNetworkSwitch.ts'
import { ChainNotSupportedError } from '../errors/chainNotSupported.ts'
import { NetworkError, networkErrorMessages } from '../errors/domain.ts'
import type { CaipNetwork, ChainNamespace } from '../networks/types.ts'
import { assertAdapterExists, assertNamespaceConfigured } from '../validators/assertNamespace.ts'
import { applyAccounts, setActiveNetwork } from './applyConnection.ts'
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
 * first when it is on another chain of that namespace. A refused switch changes nothing.
 */
export async function switchNetwork(appKit: AppKit, network: CaipNetwork): Promise<SwitchNetworkReturnType> {
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
  setActiveNetwork(appKit, network)
  // The account as it is now: the wallet may have changed it while switching.
  const { allAccounts } = appKit.store.get(appKit.atoms.account(network.chainNamespace))
  if (plan.kind !== 'connect') applyAccounts(appKit, network.chainNamespace, allAccounts)
  return { needsConnect: plan.kind === 'connect' }
}
