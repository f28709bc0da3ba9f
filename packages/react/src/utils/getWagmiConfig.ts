import { type AppKit, BaseError, ModuleLoadError } from '@openappkit/core'
import type { Config } from 'wagmi'

/**
 * A promise that says how it settled (in the fields React's own thenables use), so a render after
 * that reads the outcome at once instead of suspending again.
 */
export type TrackedPromise<T> = Promise<T> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown })

/**
 * The wagmi config of the eip155 adapter, found by shape (the adapter package is not imported, so
 * an app without it pulls in none of its code): the config when it is built; while the adapter
 * loads its wagmi and viem code (its `wagmiConfig` getter throws until `loaded` resolves), a
 * promise of it that resolves with undefined when what loaded is no wagmi config and rejects with a
 * `BaseError` when the code could not load; undefined when there is no wagmi adapter.
 */
export function getWagmiConfig(appKit: AppKit): Config | TrackedPromise<Config | undefined> | undefined {
  const adapter = appKit.adapters.eip155 as { wagmiConfig?: unknown; loaded?: unknown } | undefined
  if (!adapter) return undefined
  const loaded = adapter.loaded
  const loads = isThenable(loaded)
  let candidate: unknown
  try {
    candidate = adapter.wagmiConfig
  } catch (error) {
    // Without `loaded` nothing will ever build it: the adapter's own error says why.
    if (!loads) throw error
  }
  if (isWagmiConfig(candidate)) return candidate
  return loads ? whenLoaded(loaded) : undefined
}

// One promise per `loaded` (the adapter returns the same object on every read), so every render
// and every provider waits on the same one and sees its outcome.
const waits = new WeakMap<PromiseLike<unknown>, TrackedPromise<Config | undefined>>()

function whenLoaded(loaded: PromiseLike<unknown>): TrackedPromise<Config | undefined> {
  const known = waits.get(loaded)
  if (known) return known
  const promise = Promise.resolve(loaded).then(
    (config) => {
      const found = isWagmiConfig(config) ? config : undefined
      Object.assign(promise, { status: 'fulfilled', value: found })
      return found
    },
    (error: unknown) => {
      // Our adapter rejects with a BaseError; anything else still reaches the app as core's error for it.
      const reason =
        error instanceof BaseError ? error : new ModuleLoadError({ what: 'the wagmi adapter', cause: error })
      Object.assign(promise, { status: 'rejected', reason })
      throw reason
    },
  ) as TrackedPromise<Config | undefined>
  promise.status = 'pending'
  waits.set(loaded, promise)
  return promise
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null | undefined)?.then === 'function'
}

function isWagmiConfig(candidate: unknown): candidate is Config {
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    'chains' in candidate &&
    'subscribe' in candidate &&
    'state' in candidate
  )
}
