import { en } from 'zod/locales'
import { config } from 'zod/mini'

/**
 * Gives zod's issues their English messages ("Invalid input: expected string, received number").
 * Core's schemas use `zod/mini` (imported as `import * as z`, so unused parts of zod can be
 * dropped), which ships no messages: every issue would read "Invalid input". Every module that
 * builds schemas calls this at load, so our errors, the adapters and the devstack show zod's
 * English wording. An app's own `z.config(locale)` still wins.
 */
export function ensureZodMessages(): void {
  if (!config().localeError) config(en())
}
