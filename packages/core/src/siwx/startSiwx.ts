import type { AppKit } from '../appKit.ts'
import { siwxInstance } from './siwxInstance.ts'
import { watchSiwxSessions } from './watchSiwxSessions.ts'

/** Starts following the active account for sign-in. Returns the stop. */
export function startSiwx(appKit: AppKit): () => void {
  siwxInstance(appKit)
  return watchSiwxSessions(appKit)
}
