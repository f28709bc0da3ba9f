import type { AppKit } from '../appKit'
import { siwxInstance } from './siwxInstance'

const started = new WeakMap<AppKit, Promise<void>>()

/**
 * Starts following the active account for sign-in. The watcher (and the session checks with
 * their schemas) loads with `import()`: an app without `siwx` never fetches it, and one with it
 * does not spend first-paint time on it. It catches up with whatever connected meanwhile.
 * Returns the stop.
 */
export function startSiwx(appKit: AppKit): () => void {
  siwxInstance(appKit)
  let stop: (() => void) | undefined
  let stopped = false
  started.set(
    appKit,
    import('./watchSiwxSessions').then(({ watchSiwxSessions }) => {
      if (!stopped) stop = watchSiwxSessions(appKit)
    }),
  )
  return () => {
    stopped = true
    stop?.()
  }
}

/** Settles once the sign-in watcher runs (tests wait for it). */
export function siwxStarted(appKit: AppKit): Promise<void> {
  return started.get(appKit) ?? Promise.resolve()
}
