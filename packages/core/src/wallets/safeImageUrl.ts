import { orUndefined } from '../utils/orUndefined.ts'

// Directory listings, custom wallets and wallet announcements come from outside: an image URL
// from them is used only when it is http(s) or a raster/vector data image. Anything else
// (javascript:, data:text/html, blob:, relative tricks) yields undefined and the placeholder shows.
/** A raster or vector image as a data URI, with its payload separator. */
export const dataImageUrl = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)(;[a-z0-9=.+-]+)*,/i

export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  if (dataImageUrl.test(trimmed)) return trimmed
  const url = orUndefined(() => new URL(trimmed))
  return url?.protocol === 'https:' || url?.protocol === 'http:' ? url.href : undefined
}
