import type { AppKit } from '../appKit.ts'
import { BaseError } from '../errors/base.ts'
import { isClientId, setClientId } from '../rest/clientId.ts'

/**
 * An adapter reported its WalletConnect client id: it becomes the instance's `clientId`. Anything
 * that is not one (an adapter's bug, a corrupted WalletConnect storage) changes nothing, the id
 * already set stays, and an `error` event says why.
 */
export function adoptClientId(appKit: AppKit, clientId: unknown): void {
  if (isClientId(clientId)) {
    setClientId(appKit, clientId)
    return
  }
  const error = new BaseError('Invalid clientId', {
    details: `The adapter reported a WalletConnect client id that is not 1 to 256 visible ASCII characters (${typeof clientId})`,
  })
  appKit.emitter.emit('error', { error, source: 'walletConnectClientId' })
}
