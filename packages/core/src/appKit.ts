import type { QueryClient } from '@tanstack/query-core'
import type { Store } from 'jotai/vanilla'
import type { NamespaceAdapter } from './adapters/types.ts'
import type { Alert } from './alerts/alerts.ts'
import type { CaipNetwork, ChainNamespace } from './networks/types.ts'
import type { ResolvedAppKitOptions } from './options/appKitOptionsSchema.ts'
import type { View } from './router/views.ts'
import type { AppKitAtoms } from './state/createAppKitAtoms.ts'
import type { AppKitStorage } from './storage/createStorage.ts'
import type { Clock } from './timing/clock.ts'
import type { RateLimiter } from './timing/createRateLimiter.ts'
import type { Emitter } from './utils/createEmitter.ts'

/**
 * Callbacks into the embedded-wallet frame client, which lives in another package and registers
 * them with `setAuthHooks`. Core calls them where the spec says; absent hooks are skipped.
 */
export type AuthHooks = {
  rejectPendingRequests?: (() => void) | undefined
  clearFarcasterUrl?: (() => void | Promise<void>) | undefined
  reloadAuthFrame?: (() => void | Promise<void>) | undefined
  syncDappData?: (() => void | Promise<void>) | undefined
}

export type AppKitEvents = {
  alert: Alert
  connect: { namespace: ChainNamespace; address: string; caipNetworkId: string }
  disconnect: { namespace: ChainNamespace }
  modal: { open: boolean; view: View }
  send: {
    status: 'initiated' | 'success' | 'error'
    namespace: ChainNamespace
    hash?: string
    error?: unknown
  }
  error: { error: unknown; source: string }
  /** A swap's steps: `approved` when the source token's approval was sent, before the swap. */
  swap: {
    status: 'initiated' | 'approved' | 'success' | 'error'
    caipNetworkId: string
    hash?: string
    error?: unknown
  }
  /** A purchase through the onramp provider: `opened` when its page is open (`url`). */
  onramp: {
    status: 'initiated' | 'opened' | 'success' | 'error'
    caipNetworkId: string
    url?: string
    error?: unknown
  }
  /**
   * A payment: `open` when its flow opens, `initiated` when the wallet or the exchange has it
   * (`method`), then how it ended (`failure` with its `reason`).
   */
  pay: {
    status: 'open' | 'initiated' | 'success' | 'failure' | 'cancel' | 'timeout'
    caipNetworkId: string
    method?: 'wallet' | 'exchange'
    hash?: string
    reason?: string
    error?: unknown
  }
}

/** One SDK instance. Nothing in it is shared with another instance. */
export type AppKit = {
  readonly options: ResolvedAppKitOptions
  readonly networks: readonly CaipNetwork[]
  readonly store: Store
  readonly atoms: AppKitAtoms
  readonly queryClient: QueryClient
  readonly adapters: Readonly<Partial<Record<ChainNamespace, NamespaceAdapter>>>
  readonly storage: AppKitStorage
  readonly emitter: Emitter<AppKitEvents>
  readonly clock: Clock
  readonly authHooks: AuthHooks
  /** Errors posted to analytics: 5 per 60 s (see `reportError`). */
  readonly telemetryLimiter: RateLimiter
  /** Settles when the load-time connection sync of every namespace has ended. */
  readonly ready: Promise<void>
  /**
   * Settles when every adapter has listed the wallets the page had when it started (each
   * adapter's `whenDiscovered`; a failed one counts as done). Never rejects.
   */
  readonly discovered: Promise<void>
  /**
   * Alerts each universal-provider error kind once; true when it raised an alert. Every `error`
   * event goes through it; an app or adapter holding a provider error that never became one
   * (a WalletConnect provider's own `error` event, say) passes it here.
   */
  reportProviderError(error: unknown): boolean
  /** Stops listening to adapters and connectors. */
  destroy(): void
}
