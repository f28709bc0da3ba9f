// How values cross between a page and the Node side of an injected wallet: JSON, with bytes as
// { $bytes: number[] } (the page side of playwright.ts mirrors this; it cannot import).

export function toWire(value: unknown): unknown {
  if (value instanceof Uint8Array) return { $bytes: [...value] }
  if (Array.isArray(value)) return value.map(toWire)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toWire(v)]))
  return value
}

export function fromWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromWire)
  if (value && typeof value === 'object') {
    const bytes = (value as { $bytes?: unknown }).$bytes
    if (Array.isArray(bytes)) return Uint8Array.from(bytes as number[])
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromWire(v)]))
  }
  return value
}
