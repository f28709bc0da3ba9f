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

/** An NFT's stand-in artwork: a square in the collection's colour with its token number. */
export function nftSvg(contract: string, collection: string, tokenId: string): string {
  const hash = createHash('sha256').update(`${contract.toLowerCase()}:${tokenId}`).digest()
  const hue = ((hash[0] ?? 0) * 360) / 256
  const title = escapeXml(`${collection} #${tokenId}`)
  const label = escapeXml(`#${tokenId.length > 6 ? `${tokenId.slice(0, 5)}…` : tokenId}`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${title}"><rect width="256" height="256" fill="hsl(${hue.toFixed(0)} 55% 40%)"/><circle cx="128" cy="104" r="56" fill="hsl(${((hue + 150) % 360).toFixed(0)} 70% 62%)"/><text x="128" y="212" font-family="system-ui,sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`
}
