import type { WalletListing } from '../api/walletDirectory.ts'
import { safeLinkUrl } from './safeLinkUrl.ts'

export type WalletDeepLinks = {
  /** Opens the wallet's phone app (custom scheme or universal link) with the pairing. */
  mobile?: string | undefined
  desktop?: string | undefined
  /** The wallet's web app; opened in a new tab. */
  web?: string | undefined
}

type LinkSource = Pick<Partial<WalletListing>, 'mobile_link' | 'desktop_link' | 'webapp_link'>

/**
 * The links that hand a WalletConnect pairing URI to a directory wallet: its base link plus
 * `wc?uri=<encoded uri>`, joined with a `/` for an http(s) universal link (`https://x.app/wc?uri=`)
 * and directly after a custom scheme (`x://wc?uri=`). Links that fail the safe-link check
 * (script, data, file schemes, unparsable) are left out.
 */
export function walletDeepLinks(listing: LinkSource | undefined, uri: string | undefined): WalletDeepLinks {
  if (!listing || !uri) return {}
  const withUri = (base: string | null | undefined) => {
    const safe = safeLinkUrl(base)
    if (!safe) return undefined
    const join = /^https?:/i.test(safe) ? `${safe.replace(/\/$/, '')}/` : safe
    return `${join}wc?uri=${encodeURIComponent(uri)}`
  }
  return {
    mobile: withUri(listing.mobile_link),
    desktop: withUri(listing.desktop_link),
    web: withUri(listing.webapp_link),
  }
}

/** True when the directory says the wallet can pair over WalletConnect (it has an app link). */
export function canPairOverWalletConnect(listing: LinkSource | undefined): boolean {
  return Boolean(
    safeLinkUrl(listing?.mobile_link) ||
      safeLinkUrl(listing?.desktop_link) ||
      safeLinkUrl(listing?.webapp_link),
  )
}
