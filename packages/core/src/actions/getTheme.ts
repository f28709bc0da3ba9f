import type { AppKit } from '../appKit.ts'
import type { ThemeState } from '../state/types.ts'
import { watchAtom } from './watchers.ts'

export function getTheme(appKit: AppKit): ThemeState {
  return appKit.store.get(appKit.atoms.theme)
}

export function watchTheme(appKit: AppKit, onChange: (state: ThemeState, previous: ThemeState) => void) {
  return watchAtom(appKit, appKit.atoms.theme, onChange)
}
