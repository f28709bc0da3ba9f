import type { AppKit } from '../appKit'
import { siwxInstance } from './siwxInstance'
import { watchSiwxSessions } from './watchSiwxSessions'

/** Starts following the active account for sign-in. Returns the stop. */
export function startSiwx(appKit: AppKit): () => void {
  siwxInstance(appKit)
  return watchSiwxSessions(appKit)
}
