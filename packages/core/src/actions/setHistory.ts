import type { AppKit } from '../appKit'
import { farcasterResetDelayMs } from '../constants'
import { shouldResetFarcaster } from '../router/modalRules'
import type { RouterData, View } from '../router/views'

// Internal: every history change goes through here so the Farcaster leave rule sees it.
export function setHistory(appKit: AppKit, history: readonly View[], data?: RouterData): void {
  const previous = appKit.store.get(appKit.atoms.router).history.at(-1)
  appKit.store.set(appKit.atoms.router, (current) => ({ history, data: data ?? current.data }))
  checkFarcasterLeave(appKit, previous, history.at(-1))
}

export function checkFarcasterLeave(
  appKit: AppKit,
  previous: View | undefined,
  next: View | undefined,
): void {
  const namespace =
    appKit.store.get(appKit.atoms.activeNamespace) ?? appKit.options.defaultNetwork.chainNamespace
  const hasAddress = Boolean(appKit.store.get(appKit.atoms.account(namespace)).address)
  if (!shouldResetFarcaster(previous, next, hasAddress)) return
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
