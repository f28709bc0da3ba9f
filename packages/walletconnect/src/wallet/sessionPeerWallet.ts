import type { ConnectedPeerWallet } from '@openappkit/core'
import { announcedIconProblem, listedWalletName, readUntrusted } from '@openappkit/core/internal'

const urlMaxLength = 2048

function webUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > urlMaxLength) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * The wallet of a WalletConnect session, from the metadata its peer sent over the relay
 * (untrusted): a name cut to the announcement limit, the first icon that is an https URL or an
 * accepted data:image, the site as an http(s) URL. Undefined without a usable name.
 *
 * An https icon is kept here, unlike an announced one: the user chose to pair with this wallet,
 * and its icon is one picture in the account view, not a request per listed wallet.
 */
export function sessionPeerWallet(session: unknown): ConnectedPeerWallet | undefined {
  const metadata = readUntrusted(readUntrusted(session, 'peer'), 'metadata')
  const rawName = readUntrusted(metadata, 'name')
  if (typeof rawName !== 'string' || !rawName.trim()) return undefined
  const { name } = listedWalletName(rawName)
  const icons = readUntrusted(metadata, 'icons')
  const icon = (Array.isArray(icons) ? icons.slice(0, 8) : []).find(
    (candidate) =>
      webUrl(candidate)?.startsWith('https:') ||
      (typeof candidate === 'string' && candidate.startsWith('data:') && !announcedIconProblem(candidate)),
  ) as string | undefined
  const url = webUrl(readUntrusted(metadata, 'url'))
  return { name, ...(icon ? { icon } : {}), ...(url ? { url } : {}) }
}
