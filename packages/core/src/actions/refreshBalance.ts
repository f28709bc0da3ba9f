import type { AppKit } from '../appKit.ts'
import { portfolioTokenId } from '../balances/portfolioTokenId.ts'
import { refetchPortfolio } from '../balances/refetchPortfolio.ts'
import type { ChainNamespace } from '../networks/types.ts'

/**
 * Reads the connected account's balances again on its active network, into the portfolio query
 * the UI reads (`usePortfolio`, `useBalance`), asking the data service to read the native coin
 * from the chain (`forceUpdate`). Resolves false when there is nothing to read, when the read
 * fails, or within 30 s of a failed balance read, so a broken endpoint is not hammered.
 */
export async function refreshBalance(appKit: AppKit, parameters: { namespace?: ChainNamespace } = {}) {
  const { store, atoms } = appKit
  const namespace = parameters.namespace ?? store.get(atoms.activeNamespace)
  if (!namespace) return false
  const { address } = store.get(atoms.account(namespace))
  const network = store.get(atoms.activeCaipNetwork)
  if (!appKit.adapters[namespace] || !address || network?.chainNamespace !== namespace) return false
  try {
    await refetchPortfolio(appKit, { address, network, forceUpdate: [portfolioTokenId(network, {})] })
    return true
  } catch {
    return false
  }
}
