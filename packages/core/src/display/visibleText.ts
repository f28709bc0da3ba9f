import type { Connector } from '../adapters/types.ts'

/**
 * Characters that draw nothing but can change what a reader sees: the bidi controls (U+202A–E,
 * U+2066–9, U+200E/F, U+061C), which reorder the text after them ("Safe\u202eteLLaW" would
 * read "SafeWaLLet"), and every other format character (zero-width space and joiners, word
 * joiner, BOM, soft hyphen, tag characters), control characters and the blank Hangul fillers.
 */
const invisible = /[\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0]/gu

/**
 * A name from outside the SDK (a wallet, a token, an account name) as it is shown: without
 * invisible characters, trimmed; '' when nothing visible is left, so the caller picks its
 * fallback label.
 */
export function visibleText(text: string): string {
  return text.replace(invisible, '').trim()
}

/** A wallet as an adapter announced it, its name shown: nothing visible left reads as its rdns or id. */
export function withVisibleName(connector: Connector): Connector {
  const name = visibleText(connector.name) || connector.info?.rdns || connector.id
  return name === connector.name ? connector : { ...connector, name }
}
