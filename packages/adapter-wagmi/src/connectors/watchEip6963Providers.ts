import {
  announcedIconProblem,
  announcedWalletLimits,
  listedWalletName,
  readUntrusted,
} from '@openappkit/core/internal'
import type { EIP1193Provider } from 'viem'

export type Eip6963ProviderInfo = {
  uuid: string
  name: string
  /** Absent when the announced one was refused (core's `announcedIconProblem`): lists show a placeholder. */
  icon?: string | undefined
  rdns: string
}
export type Eip6963ProviderDetail = { info: Eip6963ProviderInfo; provider: EIP1193Provider }

/**
 * An accepted announcement: its connector id (the rdns, or `rdns#2`… for a later wallet that
 * reuses an rdns already taken) and what was noted about it (a refused icon, a reused uuid).
 */
export type Eip6963Announcement = Eip6963ProviderDetail & {
  id: string
  /** The rdns this wallet is known by (directory listing, Recent); absent for a reused one. */
  rdns?: string | undefined
  notes: readonly string[]
}

const ANNOUNCE = 'eip6963:announceProvider'
const REQUEST = 'eip6963:requestProvider'

const fieldMaxLength = 256

// At least two labels: never the id of a connector of ours (`injected`, `walletConnect`), and
// never with the `#` of a second wallet's id.
const reverseDns = /^[A-Za-z0-9-]+(\.[A-Za-z0-9_-]+)+$/

/**
 * Checks an announcement before anything of it reaches state. A page or extension can dispatch
 * any event under this name, so nothing of it is trusted: each field is read once (a getter that
 * throws or changes later does no harm); uuid, name and rdns must be non-empty strings, and the
 * provider must have `request`, else the announcement is refused. A bad icon is not a reason to
 * hide a wallet: it is left out (the list shows a placeholder) and noted.
 */
export function parseEip6963Detail(detail: unknown): (Eip6963ProviderDetail & { notes: string[] }) | Error {
  if (!detail || typeof detail !== 'object') return new Error('announcement without detail')
  const info = readUntrusted(detail, 'info')
  const provider = readUntrusted(detail, 'provider')
  if (!info || typeof info !== 'object') return new Error('announcement without info')
  const fields: Record<string, string> = {}
  for (const key of ['uuid', 'name', 'rdns'] as const) {
    const value = readUntrusted(info, key)
    if (typeof value !== 'string' || !value.trim()) {
      return new Error(`announcement info.${key} must be a non-empty string`)
    }
    if (key === 'uuid' && (value.length > fieldMaxLength || /\s/.test(value))) {
      return new Error(`announcement info.uuid must be at most ${fieldMaxLength} characters, without spaces`)
    }
    if (key === 'rdns' && (value.length > fieldMaxLength || !reverseDns.test(value))) {
      return new Error('announcement info.rdns must be a reverse domain name (com.example.wallet)')
    }
    fields[key] = value.trim()
  }
  if (typeof readUntrusted(provider, 'request') !== 'function') {
    return new Error('announcement provider has no request function')
  }
  const notes: string[] = []
  const { name, cut } = listedWalletName(fields.name as string)
  if (cut) notes.push(`its name is cut to ${announcedWalletLimits.nameLength} characters`)
  const icon = readUntrusted(info, 'icon')
  const refused = announcedIconProblem(icon)
  if (refused) notes.push(`${refused}; a placeholder is shown`)
  return {
    info: {
      uuid: fields.uuid as string,
      name,
      ...(refused ? {} : { icon: (icon as string).trim() }),
      rdns: fields.rdns as string,
    },
    provider: provider as EIP1193Provider,
    notes,
  }
}

export type WatchEip6963Parameters = {
  onAnnounce(announcement: Eip6963Announcement): void
  /** A malformed announcement: reported, never added. Default: a console note. */
  onInvalid?: ((error: Error) => void) | undefined
}

/**
 * Listens for EIP-6963 announcements and asks the page's wallets to announce themselves.
 * Does nothing outside a browser (SSR). Returns a function that stops listening.
 *
 * One provider object is one wallet: its re-announcements are ignored. Two providers never
 * share a row: when a second one announces an rdns already taken, both are kept (first come
 * keeps the rdns as its id and its directory listing; the later one is listed under its own
 * name as `rdns#2`, without the rdns), and a reused uuid is noted but hides nothing. Which
 * extension announces first is not something a page can trust, so hiding either could hide the
 * real wallet.
 */
export function watchEip6963Providers(parameters: WatchEip6963Parameters): () => void {
  if (typeof window === 'undefined') return () => {}
  const accepted: { uuid: string; rdns: string; provider: unknown }[] = []
  const onInvalid =
    parameters.onInvalid ??
    ((error: Error) => console.warn(`[openappkit] ignored a wallet announcement: ${error.message}.`))
  const onEvent = (event: Event) => {
    let parsed: ReturnType<typeof parseEip6963Detail>
    try {
      parsed = parseEip6963Detail(readUntrusted(event, 'detail'))
    } catch (error) {
      parsed = error instanceof Error ? error : new Error('unreadable announcement')
    }
    if (parsed instanceof Error) {
      onInvalid(parsed)
      return
    }
    const { info, provider } = parsed
    if (accepted.some((a) => a.provider === provider)) return
    const notes = [...parsed.notes]
    if (accepted.some((a) => a.uuid === info.uuid))
      notes.push(`its uuid ${info.uuid} is already another wallet's`)
    const sameRdns = accepted.filter((a) => a.rdns === info.rdns).length
    if (sameRdns > 0) notes.push(`its rdns ${info.rdns} is already another wallet's; both are listed`)
    accepted.push({ uuid: info.uuid, rdns: info.rdns, provider })
    if (notes.length > 0)
      console.warn(
        `[openappkit] the wallet "${info.name}" announced itself with problems: ${notes.join('; ')}.`,
      )
    parameters.onAnnounce({
      info,
      provider,
      id: sameRdns > 0 ? `${info.rdns}#${sameRdns + 1}` : info.rdns,
      ...(sameRdns > 0 ? {} : { rdns: info.rdns }),
      notes,
    })
  }
  window.addEventListener(ANNOUNCE, onEvent)
  window.dispatchEvent(new Event(REQUEST))
  return () => window.removeEventListener(ANNOUNCE, onEvent)
}
