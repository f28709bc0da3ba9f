import * as z from 'zod/mini'
import type { AppKit } from '../appKit'
import { InvalidParametersError } from '../errors/parameters'
import type { ThemeState } from '../state/types'
import { lazySchema } from '../utils/lazySchema'

const themePatchSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    themeMode: z.optional(
      z.enum(['light', 'dark'], {
        error: (issue) => `themeMode must be "light" or "dark", got "${String(issue.input)}"`,
      }),
    ),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
)

/** Sets the theme mode and merges theme variables; bad input throws and changes nothing. */
export function setTheme(appKit: AppKit, theme: Partial<ThemeState>): void {
  const result = themePatchSchema().safeParse(theme)
  if (!result.success) throw new InvalidParametersError('setTheme', z.prettifyError(result.error))
  appKit.store.set(appKit.atoms.theme, (current) => ({
    themeMode: theme.themeMode ?? current.themeMode,
    themeVariables: { ...current.themeVariables, ...theme.themeVariables },
  }))
}
