'use client'
import { pairingExpiresAt, pairingTimeLeft } from '@openappkit/core/internal'
import { useEffect, useState } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * Whether a WalletConnect pairing URI has expired (its `expiryTimestamp`), turning true when it
 * does, on the instance's clock. A URI without an expiry never expires here.
 */
export type UsePairingExpiryReturnType = {
  /** When the URI expires (ms since the epoch), if it says. */
  expiresAt: number | undefined
  expired: boolean
}

export function usePairingExpiry(uri: string | undefined): UsePairingExpiryReturnType {
  const appKit = useAppKitInstance('usePairingExpiry')
  const [expiredUri, setExpiredUri] = useState<string>()
  useEffect(() => {
    const left = pairingTimeLeft(uri, appKit.clock.now())
    if (uri === undefined || left === undefined) return
    if (left === 0) {
      setExpiredUri(uri)
      return
    }
    // Browsers clamp timers above ~24.8 days; a pairing lasts minutes.
    const timer = appKit.clock.setTimeout(() => setExpiredUri(uri), left)
    return () => appKit.clock.clearTimeout(timer)
  }, [appKit, uri])
  return { expiresAt: pairingExpiresAt(uri), expired: uri !== undefined && expiredUri === uri }
}
