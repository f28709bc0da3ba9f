'use client'
import type { WalletDeepLinks, WalletItem } from '@openappkit/core'
import { walletDeepLinks } from '@openappkit/core/internal'
import { useMemo } from 'react'

/**
 * The links that open a directory wallet with a WalletConnect pairing URI (its phone app, desktop
 * app and web app), each passed through the safe-link check; empty without a listing or a URI.
 */
export function useWalletDeepLinks(wallet: WalletItem | undefined, uri: string | undefined): WalletDeepLinks {
  const listing = wallet?.listing
  return useMemo(() => walletDeepLinks(listing, uri), [listing, uri])
}
