import type { AppKit } from '../appKit.ts'

// A phone: a touch screen without hover, no wider than a small tablet in portrait, or a phone
// turned sideways (low). There a QR code is no use (the wallet is on this device), so
// WalletConnect wallets open through their mobile deep link, and an app without adapters opens
// on All wallets. Touch laptops and tablets in tablet mode keep hover or width, and the QR code.
export const phoneMediaQuery =
  '(hover: none) and (pointer: coarse) and (max-width: 767px), (hover: none) and (pointer: coarse) and (max-height: 500px)'

function phoneMedia(): MediaQueryList | undefined {
  const matchMedia = (globalThis as { matchMedia?: (query: string) => MediaQueryList }).matchMedia
  return typeof matchMedia === 'function' ? matchMedia.call(globalThis, phoneMediaQuery) : undefined
}

/**
 * Whether the SDK treats this device as a phone: the app's `isMobile` option when given (it wins
 * over detection), else the media query above; false where there is no `matchMedia` (a server).
 */
export function isMobile(appKit: AppKit): boolean {
  if (appKit.options.isMobile) return appKit.options.isMobile()
  return phoneMedia()?.matches ?? false
}

/**
 * Calls `onChange` when detection may have changed (the screen turned or resized past the
 * query). With the app's option there is nothing to watch: the app decides.
 */
export function watchIsMobile(appKit: AppKit, onChange: () => void): () => void {
  if (appKit.options.isMobile) return () => {}
  const media = phoneMedia()
  media?.addEventListener?.('change', onChange)
  return () => media?.removeEventListener?.('change', onChange)
}
