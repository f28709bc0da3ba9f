import type { AppKit } from '../appKit'
import { NetworkError, networkErrorMessages } from '../errors/domain'
import type { CaipNetwork, ChainNamespace } from '../networks/types'
import { assertAdapterExists, assertNamespaceConfigured } from '../validators/assertNamespace'
import { applyAccounts, setActiveNetwork } from './applyConnection'

/**
 * SPEC §4 chain switching. Within the active namespace and with an address, the wallet is asked
 * to switch (its chainChanged event then confirms). Moving to another namespace sets the network
 * and takes up that namespace's account, if it has one.
 */
export async function switchNetwork(appKit: AppKit, network: CaipNetwork): Promise<void> {
  const configured = [...new Set(appKit.networks.map((n) => n.chainNamespace))] as ChainNamespace[]
  assertNamespaceConfigured(configured, network.chainNamespace)
  if (!appKit.networks.some((n) => n.caipNetworkId === network.caipNetworkId)) {
    throw new NetworkError(networkErrorMessages.caipNetworkNotFound, { details: network.caipNetworkId })
  }
  const active = appKit.store.get(appKit.atoms.activeNamespace)
  const account = appKit.store.get(appKit.atoms.account(network.chainNamespace))
  if (network.chainNamespace === active && account.address) {
    const adapter = assertAdapterExists(appKit.adapters, network.chainNamespace)
    try {
      await adapter.switchNetwork({ network })
    } catch (error) {
      appKit.emitter.emit('error', { error, source: 'switchNetwork' })
      throw error
    }
    setActiveNetwork(appKit, network)
    applyAccounts(appKit, network.chainNamespace, account.allAccounts)
    return
  }
  setActiveNetwork(appKit, network)
  if (account.address) applyAccounts(appKit, network.chainNamespace, account.allAccounts)
}
