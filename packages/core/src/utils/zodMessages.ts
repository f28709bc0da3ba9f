import { en } from 'zod/locales'
import { config } from 'zod/mini'

/**
 * Gives zod's issues their English messages ("Invalid input: expected string, received number").
 * Core builds its schemas on zod's functional API (`zod/mini`, imported as `import * as z`: the
 * classic `z` cost an app ~440 KiB minified, and esbuild keeps all of zod for `import { z }` even
 * from zod/mini). zod/mini ships no messages: every issue would read "Invalid input". Classic zod,
 * which core was built on, installs English the first time a schema is built; every module that
 * builds schemas calls this at load to do the same, so the messages our errors, the adapters and
 * the devstack show stay what they were. An app's own `z.config(locale)` still wins.
 */
export function ensureZodMessages(): void {
  if (!config().localeError) config(en())
}
