import type { Locale } from '../../exports/index'
import { localeChunks } from '../loading/modalChunks'
import type { Messages } from './en'

// A locale's catalogue, fetched once: each is a chunk of its own, and English comes with the
// shell (so it is never imported here: this file is in the app's first chunk). A failed fetch is
// forgotten, so the next open tries again, as a view's chunk does.
type Other = Exclude<Locale, 'en'>
const loaded = new Map<Other, Messages>()
const pending = new Map<Other, Promise<Messages>>()

/** Fetches `locale`'s strings (nothing for English); resolves once they are here. */
export function loadMessages(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded.has(locale)) return Promise.resolve()
  let request = pending.get(locale)
  if (!request) {
    request = localeChunks[locale]().then(
      (module) => {
        loaded.set(locale, module.default)
        return module.default
      },
      (error: unknown) => {
        pending.delete(locale)
        throw error
      },
    )
    pending.set(locale, request)
  }
  return request.then(() => {})
}

/**
 * Whether `locale`'s strings are here, and which: `undefined` messages mean the shell's English.
 */
export function loadedMessages(locale: Locale): { ready: boolean; messages: Messages | undefined } {
  if (locale === 'en') return { ready: true, messages: undefined }
  const messages = loaded.get(locale)
  return { ready: messages !== undefined, messages }
}
