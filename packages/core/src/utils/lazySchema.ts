import { ensureZodMessages } from './zodMessages'

/**
 * A schema built on first use. In a bundle, a schema built at module level stays (building it is
 * a call with effects, as far as a bundler knows) even when nothing uses it; behind this getter
 * it goes away with the action that needs it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T>(build: () => T): () => T {
  let schema: T | undefined
  return () => {
    if (schema === undefined) {
      ensureZodMessages()
      schema = build()
    }
    return schema
  }
}
