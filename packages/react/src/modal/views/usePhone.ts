import { useSyncExternalStore } from 'react'

// A phone: a touch screen no wider than a tablet in portrait. There a QR code is no use (the
// wallet is on this device), so WalletConnect wallets open through their mobile deep link.
const phoneQuery = '(pointer: coarse) and (max-width: 767px)'

function media(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(phoneQuery)
    : undefined
}

function subscribe(onChange: () => void): () => void {
  const list = media()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  )
}
