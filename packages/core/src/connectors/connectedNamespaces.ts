import { type Atom, atom } from 'jotai/vanilla'
import type { CaipNetwork, ChainNamespace } from '../networks/types.ts'
import { perInstance } from '../utils/perInstance.ts'
import { sameFields } from '../utils/sameFields.ts'

export type ConnectedNamespace = {
  namespace: ChainNamespace
  address: string
  /** The network its wallet is on (from its CAIP-10 address), else the namespace's first configured one. */
  caipNetwork: CaipNetwork | undefined
  active: boolean
}

/**
 * The namespaces that have an account, in adapter order: what Account offers to move to. Moving
 * is `switchNetwork(connected.caipNetwork)` (another namespace sets the network and
 * resyncs; its wallet stays on its chain).
 */
export function connectedNamespaces(
  accounts: readonly {
    namespace: ChainNamespace
    address?: string | undefined
    caipAddress?: string | undefined
  }[],
  networks: readonly CaipNetwork[],
  activeNamespace: ChainNamespace | undefined,
): ConnectedNamespace[] {
  return accounts.flatMap(({ namespace, address, caipAddress }) => {
    if (!address) return []
    const chain = caipAddress?.split(':').slice(0, 2).join(':')
    const caipNetwork =
      networks.find((n) => n.caipNetworkId === chain) ?? networks.find((n) => n.chainNamespace === namespace)
    return [{ namespace, address, caipNetwork, active: namespace === activeNamespace }]
  })
}

/** `connectedNamespaces` of an instance, as an atom that follows its accounts. */
export const connectedNamespacesAtom = perInstance((appKit): Atom<ConnectedNamespace[]> => {
  const namespaces = Object.keys(appKit.adapters) as ChainNamespace[]
  let previous: ConnectedNamespace[] = []
  return atom((get) => {
    const next = connectedNamespaces(
      namespaces.map((namespace) => ({
        namespace,
        address: get(appKit.atoms.accountField(namespace, 'address')),
        caipAddress: get(appKit.atoms.accountField(namespace, 'caipAddress')),
      })),
      appKit.networks,
      get(appKit.atoms.activeNamespace),
    )
    // The same list when nothing changed, so a reader does not re-render for nothing.
    if (next.length !== previous.length || !next.every((n, i) => sameFields(n, previous[i]))) previous = next
    return previous
  })
})
