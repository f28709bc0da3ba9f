import type { AccountType } from '../adapters/types.ts'
import type { AppKit } from '../appKit.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { setActiveNetwork } from './applyConnection.ts'
import { reconnect } from './reconnect.ts'

// Instances created with `ssr: true` whose restore has not run yet, each with the step that runs it.
const pending = new WeakMap<AppKit, () => void>()

/** Internal (createAppKit): holds an `ssr` instance's restore until `restoreFromStorage` runs it. */
export function deferRestore(appKit: AppKit, settle: () => void): void {
  pending.set(appKit, () => {
    applyStoredState(appKit)
    reconnect(appKit).then(settle, settle)
  })
}

/** Internal (destroy): drops a restore that never ran; true when there was one. */
export function cancelRestore(appKit: AppKit): boolean {
  return pending.delete(appKit)
}

/**
 * Applies what storage holds to an instance created with `ssr: true`: the stored active network
 * (when it is one of the instance's networks), the preferred account types, and the connection
 * restore (`reconnect`: a stored connection becomes `connecting` at once, then connected or
 * disconnected). Runs once per instance; resolves with `appKit.ready`, which settles when the
 * restore has ended. On an instance created without `ssr` (restored at creation) it only returns
 * `appKit.ready`. `<AppKitProvider>` calls it after mount, so the server and the first client
 * render match.
 */
export function restoreFromStorage(appKit: AppKit): Promise<void> {
  const run = pending.get(appKit)
  if (run) {
    pending.delete(appKit)
    run()
  }
  return appKit.ready
}

/** The storage-derived state `createAppKit` reads at creation when `ssr` is off. */
function applyStoredState(appKit: AppKit): void {
  const { store, atoms, storage } = appKit
  const accountTypes = storage.get('preferredAccountTypes') ?? {}
  for (const [namespace, type] of Object.entries(accountTypes) as [ChainNamespace, AccountType][]) {
    store.set(atoms.account(namespace), (current) =>
      current.preferredAccountType === type ? current : { ...current, preferredAccountType: type },
    )
  }
  const storedId = storage.get('activeCaipNetworkId')
  const network =
    appKit.networks.find((n) => n.caipNetworkId === storedId) ??
    store.get(atoms.activeCaipNetwork) ??
    appKit.options.defaultNetwork
  // Also writes the network to storage when none was stored, as creation does without `ssr`.
  setActiveNetwork(appKit, network)
}
