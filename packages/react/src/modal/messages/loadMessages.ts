import type { Locale } from '@openappkit/core'
import { type LazyModule, lazyModule } from '@openappkit/core/internal'
import type { Messages } from './en.ts'

// Each language but English (which the modal has) is a chunk of its own, fetched only when chosen.
const catalogues: Record<Exclude<Locale, 'en'>, LazyModule<{ default: Messages }>> = {
  de: lazyModule('the German strings', () => import('./de.ts')),
  es: lazyModule('the Spanish strings', () => import('./es.ts')),
  fr: lazyModule('the French strings', () => import('./fr.ts')),
  it: lazyModule('the Italian strings', () => import('./it.ts')),
  'pt-BR': lazyModule('the Brazilian Portuguese strings', () => import('./ptBR.ts')),
  nl: lazyModule('the Dutch strings', () => import('./nl.ts')),
  tr: lazyModule('the Turkish strings', () => import('./tr.ts')),
  ar: lazyModule('the Arabic strings', () => import('./ar.ts')),
  ja: lazyModule('the Japanese strings', () => import('./ja.ts')),
  ko: lazyModule('the Korean strings', () => import('./ko.ts')),
  'zh-CN': lazyModule('the Simplified Chinese strings', () => import('./zhCN.ts')),
}

/** Fetches `locale`'s strings (nothing for English); resolves once they are here. */
export function loadMessages(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve()
  return catalogues[locale]().then(() => {})
}

/** Whether `locale`'s strings are here, and which: `undefined` messages mean English. */
export function loadedMessages(locale: Locale): { ready: boolean; messages: Messages | undefined } {
  if (locale === 'en') return { ready: true, messages: undefined }
  const messages = catalogues[locale].current?.default
  return { ready: messages !== undefined, messages }
}
