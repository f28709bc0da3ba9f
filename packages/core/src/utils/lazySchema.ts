import { ensureZodMessages } from './zodMessages'

// Call sites at module level write `/* @__PURE__ */` before the call as well: not every bundler
// reads the `@__NO_SIDE_EFFECTS__` below across files (it was lost outright while core's dist
// was shared chunks), and one that misses both keeps every schema, used or not, with zod behind it.

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

/**
 * A schema built at module load (a public value, such as `emailSchema`), with zod's English
 * messages installed first. Marked free of side effects, so a bundle that never uses the schema
 * drops it and the zod code only it needs: an app whose first chunks import core builds none.
 */
/* @__NO_SIDE_EFFECTS__ */
export function builtSchema<T>(build: () => T): T {
  ensureZodMessages()
  return build()
}
