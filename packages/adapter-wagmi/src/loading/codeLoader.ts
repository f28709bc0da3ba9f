import { AdapterUnavailableError, BaseError, type Connector } from '@openappkit/core'
import type { Config } from '@wagmi/core'
import type { LoadedAdapter } from '../loaded/createLoadedAdapter'

/**
 * The adapter's code (wagmi, viem, src/loaded/) on its way: fetched at once, waited for by every
 * call, tried again by the next call after a failed load (a failed fetch says nothing about the
 * wallet), never built after `destroy()`.
 */
export function createCodeLoader<Module>(parameters: {
  load: () => Promise<Module>
  build: (module: Module) => LoadedAdapter
}) {
  let current: LoadedAdapter | undefined
  let attempt: { adapter: Promise<LoadedAdapter>; config: Promise<Config> } | undefined
  let destroyed = false
  // Connector watchers that came before the code: started with the list once it is in.
  const waiting = new Set<(adapter: LoadedAdapter) => void>()
  const destroyedError = () =>
    new BaseError('The wallet adapter was destroyed', { details: 'destroy() came before its code was in' })
  const refused = <T>(): Promise<T> => {
    const promise = Promise.reject<T>(destroyedError())
    promise.catch(() => {})
    return promise
  }
  let refusedConfig: Promise<Config> | undefined

  const start = () => {
    if (attempt) return attempt
    const adapter = parameters
      .load()
      .then((module) => {
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
      })
      .catch((cause: unknown) => {
        if (destroyed) throw destroyedError()
        attempt = undefined
        throw new AdapterUnavailableError({ namespace: 'eip155', cause })
      })
    const config = adapter.then((built) => built.wagmiConfig)
    // Nobody may be listening: each caller gets the rejection from its own call.
    adapter.catch(() => {})
    config.catch(() => {})
    const started = { adapter, config }
    attempt = started
    return started
  }

  return {
    start,
    current: () => current,
    /** The current load's config: the same promise until a failed load is tried again. */
    loaded(): Promise<Config> {
      if (!destroyed || attempt) return start().config
      refusedConfig ??= refused<Config>()
      return refusedConfig
    },
    whenLoaded: <R>(use: (adapter: LoadedAdapter) => Promise<R>) =>
      destroyed && !current ? refused<R>() : start().adapter.then(use),
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
