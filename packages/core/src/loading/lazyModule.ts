import { ModuleLoadError } from '../errors/moduleLoad.ts'

/** Code behind one of the declared lazy seams, fetched on the first call and kept. */
export type LazyModule<T> = {
  /**
   * The module: fetched on the first call, shared by every call while it comes. A failed fetch is
   * tried once more at once (a dropped request is common on a flaky network), then rejects with
   * `ModuleLoadError`; the next call fetches again.
   */
  (): Promise<T>
  /** The module once it is here, for code that must stay synchronous. */
  readonly current: T | undefined
  /** The last failure, until a call fetches again. */
  readonly failure: ModuleLoadError | undefined
}

/**
 * The one way our packages load code with `import()`: `load` is that `import()`, `what` names the
 * code in the error ("the wagmi adapter"). The seams are listed in the architecture docs, and a
 * check refuses an `import()` anywhere else.
 */
export function lazyModule<T>(what: string, load: () => Promise<T>): LazyModule<T> {
  let current: T | undefined
  let failure: ModuleLoadError | undefined
  let pending: Promise<T> | undefined
  const get = () => {
    if (current !== undefined) return Promise.resolve(current)
    failure = undefined
    pending ??= load()
      .catch(() => load())
      .then(
        (module) => {
          current = module
          return module
        },
        (cause: unknown) => {
          pending = undefined
          failure = new ModuleLoadError({ what, cause })
          throw failure
        },
      )
    return pending
  }
  return Object.defineProperties(get, {
    current: { get: () => current },
    failure: { get: () => failure },
  }) as LazyModule<T>
}
