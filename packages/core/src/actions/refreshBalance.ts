import type { AppKit } from '../appKit'
import type { ChainNamespace } from '../networks/types'
import { isBalanceRetryBlocked } from '../timing/isBalanceRetryBlocked'
import { showToast } from './showToast'

/**
 * Reads the native balance of a namespace's address through its adapter. After a failure,
 * further refreshes are skipped for 30 s (returns false) so a broken endpoint is not hammered.
 */
export async function refreshBalance(appKit: AppKit, parameters: { namespace?: ChainNamespace } = {}) {
  const { store, atoms } = appKit
  const namespace = parameters.namespace ?? store.get(atoms.activeNamespace)
  if (!namespace) return false
  const adapter = appKit.adapters[namespace]
  const { address } = store.get(atoms.account(namespace))
  const network = store.get(atoms.activeCaipNetwork)
  if (!adapter || !address || network?.chainNamespace !== namespace) return false
  if (isBalanceRetryBlocked(store.get(atoms.send).lastRetry, appKit.clock.now())) return false
  try {
    const balance = await adapter.getBalance({ address, network })
    store.set(atoms.account(namespace), (current) => ({
      ...current,
      balance: adapter.formatUnits(balance.value, balance.decimals),
      balanceSymbol: balance.symbol,
    }))
    store.set(atoms.send, (current) => ({ ...current, lastRetry: undefined }))
    return true
  } catch (error) {
    store.set(atoms.send, (current) => ({ ...current, lastRetry: appKit.clock.now() }))
    appKit.emitter.emit('error', { error, source: 'balance' })
    void showToast(appKit, { message: 'Token Balance Unavailable', variant: 'error' })
    return false
  }
}
