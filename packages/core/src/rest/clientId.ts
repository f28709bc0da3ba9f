import type { RestContext } from './restUrl'

// The WalletConnect client id of an instance, kept beside it rather than in its state: nothing
// draws it, and only the REST clients read it.
const clientIds = new WeakMap<object, string>()

/**
 * Sets (or, with null, clears) the `clientId` the data-service calls of this instance carry:
 * the id of the WalletConnect core client (its `did:key`, `core.crypto.getClientId()`) once a
 * WalletConnect session exists, as the hosted services expect it (SPEC §7).
 */
export function setClientId(context: RestContext, clientId: string | null | undefined): void {
  if (clientId) clientIds.set(context.options, clientId)
  else clientIds.delete(context.options)
}

/** The `clientId` data-service calls carry; undefined before any WalletConnect session. */
export function getClientId(context: RestContext): string | undefined {
  return clientIds.get(context.options)
}
