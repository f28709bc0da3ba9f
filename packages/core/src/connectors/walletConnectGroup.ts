import type { Connector } from '../adapters/types.ts'
import type { ChainNamespace } from '../networks/types.ts'

/**
 * The WalletConnect connectors that share `lead`'s session: every namespace's connector of the
 * same id (adapters on one `createWalletConnect` all list `walletConnect`), `lead` first, then in
 * `namespaces` order. Pairing through the lead gives the session; the others then only read their
 * accounts from it.
 */
export function walletConnectGroup(
  lead: Connector,
  byNamespace: Readonly<Partial<Record<ChainNamespace, readonly Connector[]>>>,
  namespaces: readonly ChainNamespace[],
): Connector[] {
  const siblings = namespaces
    .filter((namespace) => namespace !== lead.chain)
    .flatMap((namespace) => byNamespace[namespace] ?? [])
    .filter((c) => c.type === 'WALLET_CONNECT' && c.id === lead.id && c.chain !== lead.chain)
  return [lead, ...siblings]
}
