import { createHash } from 'node:crypto'

// Small generated images: a coloured rounded square with up to three letters. Stand-ins for
// wallet logos and token, currency and network icons, and not any brand's artwork.

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function placeholderSvg(seed: string, label: string): string {
  const hash = createHash('sha256').update(seed).digest()
  const hue = ((hash[0] ?? 0) * 360) / 256
  const text = escapeXml(label.slice(0, 3).toUpperCase())
  const size = text.length > 2 ? 34 : 44
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${text}"><rect width="96" height="96" rx="24" fill="hsl(${hue.toFixed(0)} 62% 46%)"/><text x="48" y="50" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="central">${text}</text></svg>`
}

export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  return words.length > 1
    ? words
        .map((w) => w[0])
        .join('')
        .slice(0, 2)
    : name.slice(0, 2)
}
