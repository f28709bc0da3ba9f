import type { AppKit } from '../appKit.ts'

/**
 * `create(appKit)` made on an instance's first call and returned as it is after that: two
 * instances on a page share nothing, and an instance that never asks keeps nothing.
 */
export /* @__NO_SIDE_EFFECTS__ */ function perInstance<T>(
  create: (appKit: AppKit) => T,
): (appKit: AppKit) => T {
  const values = new WeakMap<AppKit, T>()
  return (appKit) => {
    if (!values.has(appKit)) values.set(appKit, create(appKit))
    return values.get(appKit) as T
  }
}
