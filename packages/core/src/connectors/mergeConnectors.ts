import type { Connector } from '../adapters/types.ts'
import type { ChainNamespace } from '../networks/types.ts'
import type { MultiChainConnector } from './multiChainConnector.ts'

// Only an extension can be the same wallet on two namespaces: WalletConnect is one row already
// (one id on every adapter) and the embedded wallet is not listed.
const mergeableTypes = new Set<Connector['type']>(['ANNOUNCED', 'INJECTED'])

const nameKey = (connector: Connector) => connector.name.trim().toLowerCase()
const rdnsOf = (connector: Connector) => connector.info?.rdns?.trim().toLowerCase() || undefined

/**
 * Same wallet: the same rdns when both have one. Wallet Standard has no rdns, and a name is
 * anyone's to take: without an rdns on both sides the name and the icon bytes must both match, so
 * a wallet that only borrows a trusted wallet's name stays its own row under its own icon (one
 * that copies the icon too already looks the same to the user, merged or not).
 */
function sameWallet(a: Connector, b: Connector): boolean {
  const rdnsA = rdnsOf(a)
  const rdnsB = rdnsOf(b)
  if (rdnsA && rdnsB) return rdnsA === rdnsB
  return nameKey(a) === nameKey(b) && a.imageUrl !== undefined && a.imageUrl === b.imageUrl
}

/**
 * The connectors of every namespace as one list for display and connecting: a wallet found on
 * several namespaces becomes one MULTI_CHAIN connector holding each namespace's connector, at the
 * place of its first. `namespaces` gives the order (the first namespace's connector leads: its id,
 * name and icon name the row). A namespace contributes at most one connector to a row, so two
 * wallets that share a name on one namespace stay two rows.
 */
export function mergeConnectors(
  byNamespace: Readonly<Partial<Record<ChainNamespace, readonly Connector[]>>>,
  namespaces: readonly ChainNamespace[] = Object.keys(byNamespace) as ChainNamespace[],
): Connector[] {
  const groups: Connector[][] = []
  for (const namespace of namespaces) {
    for (const connector of byNamespace[namespace] ?? []) {
      const group = mergeableTypes.has(connector.type)
        ? groups.find(
            (members) =>
              mergeableTypes.has(members[0]?.type as Connector['type']) &&
              !members.some((m) => m.chain === connector.chain) &&
              members.some((m) => sameWallet(m, connector)),
          )
        : undefined
      if (group) group.push(connector)
      else groups.push([connector])
    }
  }
  return groups.map((members) => (members.length > 1 ? toMultiChain(members) : (members[0] as Connector)))
}

function toMultiChain(members: readonly Connector[]): MultiChainConnector {
  const [lead] = members as [Connector, ...Connector[]]
  const rdns = members.find((m) => rdnsOf(m))?.info?.rdns
  const imageUrl = members.find((m) => m.imageUrl)?.imageUrl
  const imageId = members.find((m) => m.imageId)?.imageId
  return {
    id: lead.id,
    type: 'MULTI_CHAIN',
    name: lead.name,
    chain: lead.chain,
    ...(rdns ? { info: { rdns } } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    ...(imageId ? { imageId } : {}),
    connectors: members,
  }
}
