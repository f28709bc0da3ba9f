import type { AppKit } from '../appKit.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { OnrampInputError, onrampInputErrorMessages } from './onrampInputError.ts'

export type PurchaseTarget = { namespace: ChainNamespace; address: string; caipNetworkId: string }

/**
 * Calls `onLeave` once when the wallet is no longer the one a purchase is watched for: it
 * disconnected, or the account, namespace or network changed. The purchase's history and balance
 * are those of the old address on the old network: polling them further would report, for an
 * account that may be gone, a success the app can no longer show. Returns the unsubscribe.
 */
export function watchPurchaseTarget(
  appKit: AppKit,
  target: PurchaseTarget,
  onLeave: (error: OnrampInputError) => void,
): () => void {
  const { store, atoms } = appKit
  const check = () => {
    // The account first: a disconnect resets it in one write, before anything else moves.
    const account = store.get(atoms.account(target.namespace))
    if (!account.address || account.status === 'disconnected')
      return leave(onrampInputErrorMessages.disconnected)
    if (
      account.address !== target.address ||
      store.get(atoms.activeNamespace) !== target.namespace ||
      store.get(atoms.activeCaipNetwork)?.caipNetworkId !== target.caipNetworkId
    )
      return leave(onrampInputErrorMessages.accountChanged)
  }
  const unsubscribers = [
    store.sub(atoms.account(target.namespace), check),
    store.sub(atoms.activeNamespace, check),
    store.sub(atoms.activeCaipNetwork, check),
  ]
  const stop = () => {
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe()
  }
  function leave(
    message: typeof onrampInputErrorMessages.disconnected | typeof onrampInputErrorMessages.accountChanged,
  ) {
    stop()
    onLeave(new OnrampInputError(message))
  }
  return stop
}
