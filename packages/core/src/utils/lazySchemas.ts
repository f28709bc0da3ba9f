import { lazySchema } from './lazySchema'

/**
 * An object of schemas, each built the first time its key is read: a page load reads a few
 * stored keys, and only those schemas are worth building before the first paint.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchemas<B extends Record<string, () => unknown>>(
  builders: B,
): { readonly [K in keyof B]: ReturnType<B[K]> } {
  const record = {} as { [K in keyof B]: ReturnType<B[K]> }
  for (const key of Object.keys(builders) as (keyof B)[]) {
    const get = lazySchema(builders[key] as () => ReturnType<B[typeof key]>)
    Object.defineProperty(record, key, { get, enumerable: true })
  }
  return record
}
