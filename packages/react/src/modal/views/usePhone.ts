import { useSyncExternalStore } from 'react'

// A phone: a touch screen without hover, no wider than a small tablet in portrait, or a phone
// turned sideways (low). There a QR code is no use (the wallet is on this device), so
// WalletConnect wallets open through their mobile deep link. Touch laptops and tablets in
// tablet mode keep hover or width, and the QR code.
const phoneQuery =
  '(hover: none) and (pointer: coarse) and (max-width: 767px), (hover: none) and (pointer: coarse) and (max-height: 500px)'

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
