import { orUndefined } from '../utils/orUndefined.ts'
import { dataImageUrl } from '../wallets/safeImageUrl.ts'

/**
 * What a wallet says about itself when it announces (EIP-6963, Wallet Standard), as any page
 * script or extension could send it. The rules both adapters apply before a wallet is listed.
 */
export const announcedWalletLimits = {
  /** Real wallets' icons are SVG or small PNG data URIs of a few KiB; a 2 MB one is refused. */
  iconLength: 128 * 1024,
  /** Names are shown in one line of a list. */
  nameLength: 64,
} as const

/**
 * Why an announced icon is not used, or undefined when it is. Only a `data:image/…` URI under
 * the size limit: an https icon would be a request to whoever announced it each time a list is
 * shown (a tracking pixel per wallet), and anything else is not an image.
 */
export function announcedIconProblem(icon: unknown): string | undefined {
  if (typeof icon !== 'string' || icon.trim() === '') return 'it has no icon'
  if (/^https?:\/\//i.test(icon.trim()))
    return 'remote icons are not loaded (a request per wallet on every open)'
  if (!dataImageUrl.test(icon.trim())) return 'its icon is not a data:image URI'
  if (icon.length > announcedWalletLimits.iconLength)
    return `its icon is ${Math.round(icon.length / 1024)} KiB (at most ${announcedWalletLimits.iconLength / 1024} KiB)`
  return undefined
}

/** The name as listed: trimmed, and cut (with an ellipsis) past the limit. */
export function listedWalletName(name: string): { name: string; cut: boolean } {
  const chars = [...name.trim()]
  if (chars.length <= announcedWalletLimits.nameLength) return { name: chars.join(''), cut: false }
  return { name: `${chars.slice(0, announcedWalletLimits.nameLength - 1).join('')}…`, cut: true }
}

/**
 * Reads a property of an object a wallet or page handed over: a getter that throws or a Proxy
 * trap reads as `undefined`, so one hostile object cannot raise an uncaught error.
 */
export function readUntrusted(source: unknown, key: string): unknown {
  if (!source || (typeof source !== 'object' && typeof source !== 'function')) return undefined
  return orUndefined(() => (source as Record<string, unknown>)[key])
}
