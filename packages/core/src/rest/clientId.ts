import { BaseError } from '../errors/base.ts'
import type { RestContext } from './restUrl.ts'

/**
 * A client id we put in a URL: 1 to 256 visible ASCII characters (a `did:key` is about 56). It
 * comes from a wallet SDK's storage, so anything else is refused rather than sent.
 */
export function isClientId(value: unknown): value is string {
  return typeof value === 'string' && /^[\x21-\x7e]{1,256}$/.test(value)
}

// The WalletConnect client id of an instance, kept beside it rather than in its state: nothing
// draws it, and only the REST clients read it.
const clientIds = new WeakMap<object, string>()

/**
 * Sets (or, with null, clears) the `clientId` the data-service calls of this instance carry:
 * the id of the WalletConnect core client (its `did:key`, `core.crypto.getClientId()`) once a
 * WalletConnect session exists, as the hosted services expect it. An id that is not
 * `isClientId` throws and changes nothing.
 */
export function setClientId(context: RestContext, clientId: string | null | undefined): void {
  if (clientId === null || clientId === undefined) {
    clientIds.delete(context.options)
    return
  }
  if (!isClientId(clientId)) {
    throw new BaseError('Invalid clientId', {
      details: 'A clientId is 1 to 256 visible ASCII characters (a did:key); the one set is kept',
    })
  }
  clientIds.set(context.options, clientId)
}

/** The `clientId` data-service calls carry; undefined before any WalletConnect session. */
export function getClientId(context: RestContext): string | undefined {
  return clientIds.get(context.options)
}
