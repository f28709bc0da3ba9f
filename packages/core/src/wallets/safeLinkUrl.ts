import { orUndefined } from '../utils/orUndefined.ts'

/**
 * A link from outside (a directory listing, a custom wallet, a network's explorer) made safe to
 * put in an `href`: any scheme a wallet app could register, never one that runs script or reads
 * local data. Undefined for anything else.
 */
export function safeLinkUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const url = orUndefined(() => new URL(value.trim()))
  const scheme = url?.protocol.slice(0, -1).toLowerCase() ?? ''
  if (!url || ['javascript', 'data', 'vbscript', 'file', 'blob'].includes(scheme)) return undefined
  return url.href
}
