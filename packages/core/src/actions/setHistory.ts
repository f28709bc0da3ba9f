import type { AppKit } from '../appKit.ts'
import { requireFeature } from '../options/requireFeature.ts'
import type { RouterData, View } from '../router/views.ts'

export type ViewChange = { from: View | undefined; to: View | undefined }

/**
 * Internal: replaces the view history (and its data, when given); returns the views left and
 * entered. A view of a feature the app switched off is refused (`FeatureDisabledError`), changing nothing.
 */
export function setHistory(appKit: AppKit, history: readonly View[], data?: RouterData): ViewChange {
  requireFeature(appKit, history.at(-1))
  const from = appKit.store.get(appKit.atoms.router).history.at(-1)
  appKit.store.set(appKit.atoms.router, (current) => ({ history, data: data ?? current.data }))
  return { from, to: history.at(-1) }
}
