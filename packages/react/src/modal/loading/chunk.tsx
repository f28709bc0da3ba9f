import type { ComponentType } from 'react'

/**
 * A component whose code is fetched on demand, like `React.lazy`, except that it remembers the
 * code once it is here: a render after the load draws it at once. `React.lazy` suspends on its
 * first render even when the code was preloaded, and a shown Suspense fallback makes React hold
 * the content back for up to 300 ms.
 */
export type Chunk<P extends object = object> = {
  /** Fetches the code once; later calls share the promise. After a failed fetch, the next call tries again. */
  load(): Promise<ComponentType<P>>
  /** The component once its code is here. */
  readonly loaded: ComponentType<P> | undefined
  /** Draws the component, suspending (nearest Suspense boundary) only while its code is not here. */
  readonly Component: ComponentType<P>
}

export function chunk<P extends object = object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): Chunk<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  let failure: { error: unknown } | undefined
  const load = () => {
    failure = undefined
    pending ??= importer().then(
      (module) => {
        loaded = module.default
        return loaded
      },
      (error: unknown) => {
        pending = undefined
        failure = { error }
        throw error
      },
    )
    return pending
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk, at module load, never during a render
  function Component(props: P) {
    const Loaded = loaded
    if (Loaded) return <Loaded {...props} />
    // As React.lazy does: a failed fetch goes to the error boundary instead of retrying forever.
    if (failure) throw failure.error
    throw load()
  }
  return {
    load,
    get loaded() {
      return loaded
    },
    Component,
  }
}
