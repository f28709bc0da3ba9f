import { QueryClient } from '@tanstack/query-core'
import { createStore } from 'jotai/vanilla'
import { adoptClientId } from './actions/adoptClientId.ts'
import {
  applyAccounts,
  applyChain,
  applyEmbeddedUser,
  markDisconnected,
  setActiveNetwork,
} from './actions/applyConnection.ts'
import { reconnect } from './actions/reconnect.ts'
import { reportError } from './actions/reportError.ts'
import { cancelRestore, deferRestore } from './actions/restoreFromStorage.ts'
import { showAlert } from './actions/showAlert.ts'
import type { Connector, NamespaceAdapter } from './adapters/types.ts'
import { createProviderErrorReporter } from './alerts/alerts.ts'
import type { AppKit, AppKitEvents, AuthHooks } from './appKit.ts'
import { withVisibleName } from './display/visibleText.ts'
import { startEmbeddedWallet, wantsEmbeddedWallet } from './embedded/embeddedWallet.ts'
import type { ChainNamespace } from './networks/types.ts'
import type { AppKitOptions } from './options/appKitOptionsSchema.ts'
import { resolveOptions } from './options/resolveOptions.ts'
import { projectRpcUrl } from './rest/projectRpcUrl.ts'
import { watchSiwxSessions } from './siwx/watchSiwxSessions.ts'
import { createAppKitAtoms } from './state/createAppKitAtoms.ts'
import { createStorage } from './storage/createStorage.ts'
import { systemClock } from './timing/clock.ts'
import { createRateLimiter } from './timing/createRateLimiter.ts'
import { createEmitter } from './utils/createEmitter.ts'

export type CreateAppKitParameters = AppKitOptions
export type CreateAppKitReturnType = AppKit

/**
 * Creates an SDK instance: validates options (throwing on bad ones, before any state exists),
 * restores the stored network, starts the load-time connection sync and listens to adapters.
 * With `ssr: true` it reads nothing from storage and starts no sync (the instance holds the
 * options' defaults, as a server would) until `restoreFromStorage(appKit)` is called.
 * Every call makes a new, independent instance.
 */
export function createAppKit(parameters: CreateAppKitParameters): CreateAppKitReturnType {
  const options = resolveOptions(parameters)
  const clock = options.clock ?? systemClock
  const storage = createStorage({ storage: options.storage, clock })
  const store = createStore()
  const storedAccountTypes = options.ssr ? {} : (storage.get('preferredAccountTypes') ?? {})
  const atoms = createAppKitAtoms({
    defaultAccountTypes: { ...options.defaultAccountTypes, ...storedAccountTypes },
    theme: { themeMode: options.themeMode, themeVariables: options.themeVariables },
    smartAccountEnabledNetworks: options.ssr ? [] : storage.getSmartAccountEnabledNetworks(),
  })
  const adapters: Partial<Record<ChainNamespace, NamespaceAdapter>> = {}
  for (const adapter of options.adapters) adapters[adapter.namespace] = adapter
  const emitter = createEmitter<AppKitEvents>()
  const authHooks: AuthHooks = {}
  const cleanups: (() => void)[] = []

  let appKit: AppKit
  const reportProviderError = createProviderErrorReporter((alert) => showAlert(appKit, alert.id))
  let resolveReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve
  })
  let resolveDiscovered: () => void = () => {}
  const discovered = new Promise<void>((resolve) => {
    resolveDiscovered = resolve
  })

  appKit = {
    options,
    networks: options.networks,
    store,
    atoms,
    queryClient: new QueryClient(),
    adapters,
    storage,
    emitter,
    clock,
    authHooks,
    telemetryLimiter: createRateLimiter({ clock }),
    ready,
    discovered,
    reportProviderError,
    destroy() {
      // A restore that never ran will not: `ready` settles now.
      if (cancelRestore(appKit)) resolveReady()
      for (const cleanup of cleanups.splice(0)) cleanup()
      appKit.queryClient.clear()
    },
  }

  if (options.ssr) {
    // The default network in state only: storage keeps the stored one for the restore.
    store.set(atoms.activeCaipNetwork, options.defaultNetwork)
    store.set(atoms.activeNamespace, options.defaultNetwork.chainNamespace)
  } else {
    const storedId = storage.get('activeCaipNetworkId')
    setActiveNetwork(
      appKit,
      options.networks.find((n) => n.caipNetworkId === storedId) ?? options.defaultNetwork,
    )
  }

  // Before the connectors are read: the adapters list the embedded wallet among them.
  if (wantsEmbeddedWallet(appKit)) cleanups.push(startEmbeddedWallet(appKit))

  // One WalletConnect session for every namespace: an adapter's own, else the first one made from
  // the projectId, handed to the adapters given none. An adapter with WalletConnect options of its
  // own makes it (its relay, metadata, storage), whichever place the app lists it in.
  if (options.projectId) {
    let walletConnect = options.adapters.find((adapter) => adapter.walletConnect)?.walletConnect
    const withOptionsFirst = [
      ...options.adapters.filter((adapter) => adapter.hasWalletConnectOptions),
      ...options.adapters.filter((adapter) => !adapter.hasWalletConnectOptions),
    ]
    for (const adapter of withOptionsFirst) {
      adapter.useProjectId?.(options.projectId, walletConnect)
      walletConnect ??= adapter.walletConnect
    }
  }
  for (const adapter of options.adapters) {
    const namespace = adapter.namespace
    // Names from EIP-6963 / Wallet Standard announcements are the wallets' own: shown cleaned.
    const setConnectors = (connectors: readonly Connector[]) =>
      store.set(atoms.connectors, (current) => ({ ...current, [namespace]: connectors.map(withVisibleName) }))
    adapter.useProjectRpc?.((caipNetworkId) => projectRpcUrl(appKit, caipNetworkId))
    setConnectors(adapter.getConnectors())
    cleanups.push(adapter.watchConnectors(setConnectors))
    cleanups.push(
      adapter.subscribe((event) => {
        // The URI and the client id come before any connection exists.
        if (event.type === 'displayUri') store.set(atoms.walletConnectUri, event.uri)
        else if (event.type === 'walletConnectClientId') adoptClientId(appKit, event.clientId)
        else if (store.get(atoms.account(namespace)).status === 'connected') {
          // No accounts left is a disconnect.
          if (event.type === 'accountsChanged' && event.accounts.length)
            applyAccounts(appKit, namespace, event.accounts)
          else if (event.type === 'chainChanged') applyChain(appKit, namespace, event.chainId)
          else if (event.type === 'embeddedUserChanged') applyEmbeddedUser(appKit, namespace, event.user)
          else markDisconnected(appKit, namespace)
        }
      }),
    )
  }

  // After the WalletConnect hand-over above: the adapters list what they will discover.
  if (options.adapters.some((adapter) => adapter.whenDiscovered)) store.set(atoms.discovering, true)
  void Promise.allSettled(options.adapters.map(async (adapter) => adapter.whenDiscovered?.())).then(() => {
    store.set(atoms.discovering, false)
    resolveDiscovered()
  })

  cleanups.push(emitter.on('error', (payload) => void reportError(appKit, payload)))
  if (options.siwx !== undefined) cleanups.push(watchSiwxSessions(appKit))

  if (!options.projectId) showAlert(appKit, 'projectIdNotConfigured')

  if (options.ssr) deferRestore(appKit, resolveReady)
  else reconnect(appKit).then(resolveReady, resolveReady)
  return appKit
}
