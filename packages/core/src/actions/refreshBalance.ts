import type { AppKit } from '../appKit'
import { withBalanceRetryBlock } from '../balances/withBalanceRetryBlock'
import type { ChainNamespace } from '../networks/types'

/**
 * Reads the native balance of a namespace's address through its adapter. Resolves false when
 * there is nothing to read, when the read fails, or within 30 s of a failed balance read
 * (`withBalanceRetryBlock`), so a broken endpoint is not hammered.
 */
export async function refreshBalance(appKit: AppKit, parameters: { namespace?: ChainNamespace } = {}) {
  const { store, atoms } = appKit
  const namespace = parameters.namespace ?? store.get(atoms.activeNamespace)
  if (!namespace) return false
  const adapter = appKit.adapters[namespace]
  const { address } = store.get(atoms.account(namespace))
  const network = store.get(atoms.activeCaipNetwork)
  if (!adapter || !address || network?.chainNamespace !== namespace) return false
  try {
    const balance = await withBalanceRetryBlock(appKit, () => adapter.getBalance({ address, network }))
    store.set(atoms.account(namespace), (current) => ({
      ...current,
      balance: adapter.formatUnits(balance.value, balance.decimals),
      balanceSymbol: balance.symbol,
    }))
    return true
  } catch {
    return false
  }
}
