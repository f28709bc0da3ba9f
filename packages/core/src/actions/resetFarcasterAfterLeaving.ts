import type { AppKit } from '../appKit.ts'
import { farcasterResetDelayMs } from '../constants.ts'
import { shouldResetFarcaster } from '../router/modalRules.ts'
import type { ViewChange } from './setHistory.ts'

/**
 * After leaving ConnectingFarcaster without an active address, 100 ms later the
 * Farcaster URL is cleared, the auth frame reloaded and the dapp metadata resynced. Every action
 * that changes the view history passes its change here.
 */
export function resetFarcasterAfterLeaving(appKit: AppKit, { from, to }: ViewChange): void {
  const namespace =
    appKit.store.get(appKit.atoms.activeNamespace) ?? appKit.options.defaultNetwork.chainNamespace
  const hasAddress = Boolean(appKit.store.get(appKit.atoms.account(namespace)).address)
  if (!shouldResetFarcaster(from, to, hasAddress)) return
  appKit.clock.setTimeout(() => {
    const { clearFarcasterUrl, reloadAuthFrame, syncDappData } = appKit.authHooks
    appKit.store.set(appKit.atoms.account(namespace), (current) => ({ ...current, farcasterUrl: undefined }))
    Promise.resolve()
      .then(() => clearFarcasterUrl?.())
      .then(() => reloadAuthFrame?.())
      .then(() => syncDappData?.())
      .catch((error: unknown) => appKit.emitter.emit('error', { error, source: 'farcasterReset' }))
  }, farcasterResetDelayMs)
}
