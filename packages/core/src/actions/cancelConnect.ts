import type { AppKit } from '../appKit.ts'
import { cancelAttempts } from '../lifecycle/attempts.ts'
import type { ChainNamespace } from '../networks/types.ts'

export type CancelConnectParameters = { namespace?: ChainNamespace | undefined }

/**
 * The user left the connect they were looking at (Back, Close, another screen): the connects and
 * restores in flight, of `namespace` or of every namespace, are abandoned. The status goes back at
 * once, their promises reject with `ConnectionAbandonedError`, and a wallet that approves later is
 * disconnected on its side instead of becoming the account. Returns whether one was in flight.
 */
export function cancelConnect(appKit: AppKit, parameters: CancelConnectParameters = {}): boolean {
  return cancelAttempts(appKit, parameters.namespace)
}
