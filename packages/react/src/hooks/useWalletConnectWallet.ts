'use client'
import type { ChainNamespace, WalletItem } from '@openappkit/core'
import { buildWalletList } from '@openappkit/core/internal'
import { useMemo } from 'react'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * The WalletConnect entry (pair any wallet by QR) of `namespace`, or of the first adapter that
 * has one; undefined when no adapter offers WalletConnect. Reads connectors only: no directory
 * request.
 */
export function useWalletConnectWallet(namespace?: ChainNamespace): WalletItem | undefined {
  const appKit = useAppKitInstance('useWalletConnectWallet')
  const byNamespace = useAppKitAtom(appKit, appKit.atoms.connectors)
  return useMemo(() => {
    const connectors = namespace ? (byNamespace[namespace] ?? []) : Object.values(byNamespace).flat()
    return buildWalletList({ connectors, order: ['walletConnect'] })[0]
  }, [byNamespace, namespace])
}
