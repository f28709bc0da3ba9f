import type { EIP1193Provider } from 'viem'

export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }
export type Eip6963ProviderDetail = { info: Eip6963ProviderInfo; provider: EIP1193Provider }

const ANNOUNCE = 'eip6963:announceProvider'
const REQUEST = 'eip6963:requestProvider'

/**
 * Checks an announcement before anything of it reaches state. A page can dispatch any event
 * under this name, so the shape is not trusted: every info field must be a non-empty string,
 * the icon a data: or https: URI (EIP-6963 asks for a data URI; a script URL must not become
 * an <img> source we render), and the provider must at least have `request`.
 */
export function parseEip6963Detail(detail: unknown): Eip6963ProviderDetail | Error {
  if (!detail || typeof detail !== 'object') return new Error('announcement without detail')
  const { info, provider } = detail as { info?: unknown; provider?: unknown }
  if (!info || typeof info !== 'object') return new Error('announcement without info')
  const fields = info as Record<string, unknown>
  for (const key of ['uuid', 'name', 'icon', 'rdns'] as const) {
    if (typeof fields[key] !== 'string' || !(fields[key] as string).trim()) {
      return new Error(`announcement info.${key} must be a non-empty string`)
    }
  }
  const icon = fields.icon as string
  if (!/^data:image\//i.test(icon) && !/^https:\/\//i.test(icon)) {
    return new Error('announcement info.icon must be a data:image or https URI')
  }
  if (!provider || typeof (provider as { request?: unknown }).request !== 'function') {
    return new Error('announcement provider has no request function')
  }
  return {
    info: {
      uuid: fields.uuid as string,
      name: fields.name as string,
      icon,
      rdns: fields.rdns as string,
    },
    provider: provider as EIP1193Provider,
  }
}

export type WatchEip6963Parameters = {
  onAnnounce(detail: Eip6963ProviderDetail): void
  /** A malformed announcement: reported, never added. */
  onInvalid?: ((error: Error) => void) | undefined
}

/**
 * Listens for EIP-6963 announcements and asks the page's wallets to announce themselves.
 * Does nothing outside a browser (SSR). Returns a function that stops listening.
 */
export function watchEip6963Providers(parameters: WatchEip6963Parameters): () => void {
  if (typeof window === 'undefined') return () => {}
  const seen = new Set<string>()
  const onEvent = (event: Event) => {
    const parsed = parseEip6963Detail((event as CustomEvent).detail)
    if (parsed instanceof Error) {
      parameters.onInvalid?.(parsed)
      return
    }
    // Wallets re-announce on every request; one uuid is one wallet.
    if (seen.has(parsed.info.uuid)) return
    seen.add(parsed.info.uuid)
    parameters.onAnnounce(parsed)
  }
  window.addEventListener(ANNOUNCE, onEvent)
  window.dispatchEvent(new Event(REQUEST))
  return () => window.removeEventListener(ANNOUNCE, onEvent)
}
