import { BaseError, type Connector, ModuleLoadError } from '@openappkit/core'
import type { Config } from '@wagmi/core'
import type { LoadedAdapter } from '../loaded/createLoadedAdapter'

type Attempt = { adapter: Promise<LoadedAdapter>; config: Promise<Config> }

/**
 * The adapter's code (wagmi, viem, src/loaded/) on its way: fetched at once, waited for by every
 * call, never built after `destroy()`. A fetch that fails says nothing about the wallet: the next
 * call (or `retry`) fetches again. Reading `loaded` never does, so a renderer that suspends on it
 * sees the failure instead of a new load each time. An error while building is the adapter's own
 * and stays: building again would repeat it.
 */
export function createCodeLoader<Module>(parameters: {
  load: () => Promise<Module>
  build: (module: Module) => LoadedAdapter
}) {
  let current: LoadedAdapter | undefined
  // The latest load: in flight, done, or failed to fetch (then the next `start` fetches again).
  let attempt: Attempt | undefined
  let fetchFailed = false
  let destroyed = false
  // Connector watchers that came before the code: started with the list once it is in.
  const waiting = new Set<(adapter: LoadedAdapter) => void>()
  const destroyedError = () =>
    new BaseError('The wallet adapter was destroyed', { details: 'destroy() came before its code was in' })

  const start = (): Attempt => {
    if (attempt && !fetchFailed) return attempt
    if (destroyed) return settled(Promise.reject(destroyedError()))
    fetchFailed = false
    const loading = parameters.load().catch((cause: unknown) => {
      fetchFailed = !destroyed
      throw destroyed ? destroyedError() : new ModuleLoadError({ what: 'the wagmi adapter', cause })
    })
    const started = settled(
      loading.then((module) => {
        if (destroyed) throw destroyedError()
        const built = parameters.build(module)
        current = built
        for (const watch of waiting) {
          // One watcher's error is its own: the adapter and the other watchers go on.
          try {
            watch(built)
          } catch (error) {
            console.error('[openappkit] a connector watcher threw', error)
          }
        }
        waiting.clear()
        return built
      }),
    )
    attempt = started
    return started
  }

  return {
    start,
    /** Fetches the code again after a failed load; nothing when one is in flight or done. */
    retry: () => {
      if (fetchFailed && !destroyed) start()
    },
    current: () => current,
    /** The current load's config, or the failed one's until something fetches again. */
    loaded: (): Promise<Config> => (attempt ?? start()).config,
    whenLoaded: <R>(use: (adapter: LoadedAdapter) => Promise<R>) => start().adapter.then(use),
    watchConnectors(onChange: (list: readonly Connector[]) => void): () => void {
      if (current) return current.watchConnectors(onChange)
      let stop: (() => void) | undefined
      const watch = (adapter: LoadedAdapter) => {
        stop = adapter.watchConnectors(onChange)
        onChange(adapter.getConnectors())
      }
      waiting.add(watch)
      return () => {
        waiting.delete(watch)
        stop?.()
      }
    },
    destroy() {
      destroyed = true
      waiting.clear()
      current?.destroy()
    },
  }
}

/** An attempt whose rejections nobody may be listening to: each caller gets them from its own call. */
function settled(adapter: Promise<LoadedAdapter>): Attempt {
  const config = adapter.then((built) => built.wagmiConfig)
  adapter.catch(() => {})
  config.catch(() => {})
  return { adapter, config }
}
