import type { CaipNetwork, ChainNamespace } from '../networks/types.ts'

export type NetworkSwitchPlan =
  /** The wallet of the network's namespace is asked to switch, then the network is set. */
  | { kind: 'walletSwitch' }
  /** The network is set and the namespace's account taken up as it is. */
  | { kind: 'resync' }
  /** The network is set; the namespace has no account, so the UI asks the user to connect. */
  | { kind: 'connect' }

export type PlanNetworkSwitchParameters = {
  network: CaipNetwork
  activeNamespace: ChainNamespace | undefined
  /** The target namespace's account: its address and CAIP-10 address (whose chain the wallet is on). */
  account: { address?: string | undefined; caipAddress?: string | undefined }
}

/**
 * Chain switching. Within the active namespace and with an address, the adapter switches.
 * Another namespace: set the network and resync its account; when that namespace's wallet is on
 * another chain of it, the wallet is asked to switch too, so the account shown and the chain its
 * requests go to stay the same. A namespace with no account: set the network; connecting is up
 * to the user.
 */
export function planNetworkSwitch(parameters: PlanNetworkSwitchParameters): NetworkSwitchPlan {
  const { network, activeNamespace, account } = parameters
  if (!account.address) return { kind: 'connect' }
  if (network.chainNamespace === activeNamespace) return { kind: 'walletSwitch' }
  const walletChain = account.caipAddress?.split(':').slice(0, 2).join(':')
  return walletChain && walletChain !== network.caipNetworkId ? { kind: 'walletSwitch' } : { kind: 'resync' }
}
