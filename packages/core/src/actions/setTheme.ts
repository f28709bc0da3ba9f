import type { AppKit } from '../appKit.ts'
import type { ThemeState } from '../state/types.ts'
import {
  anyOf,
  number,
  objectOf,
  optional,
  recordOf,
  string,
  validateParameters,
} from '../validators/checks.ts'

const themePatchCheck = objectOf<Partial<ThemeState>>(
  {
    themeMode: optional((value, path, issues) => {
      if (value !== 'light' && value !== 'dark')
        issues.push({ path, message: `themeMode must be "light" or "dark", got "${String(value)}"` })
      return value as ThemeState['themeMode']
    }),
    themeVariables: optional(recordOf(anyOf<string | number>(string, number))),
  },
  'reject',
)

/** Sets the theme mode and merges theme variables; bad input throws and changes nothing. */
export function setTheme(appKit: AppKit, theme: Partial<ThemeState>): void {
  validateParameters('setTheme', themePatchCheck, theme)
  appKit.store.set(appKit.atoms.theme, (current) => ({
    themeMode: theme.themeMode ?? current.themeMode,
    themeVariables: { ...current.themeVariables, ...theme.themeVariables },
  }))
}
