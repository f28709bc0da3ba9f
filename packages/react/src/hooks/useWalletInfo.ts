'use client'
import type { ChainNamespace, ConnectedWalletInfo } from '@openappkit/core'
import { useActiveNamespace } from './useActiveNamespace'
import { useAppKitAtom } from './useAppKitAtom'
import { useAppKitInstance } from './useAppKitInstance'

/** The wallet behind the connection (name, icon, type), when the SDK knows it. */
export function useWalletInfo(parameters: { namespace?: ChainNamespace | undefined } = {}): {
  walletInfo: ConnectedWalletInfo | undefined
} {
  const appKit = useAppKitInstance('useWalletInfo')
  const namespace = useActiveNamespace(appKit, parameters.namespace)
  const walletInfo = useAppKitAtom(appKit, appKit.atoms.accountField(namespace, 'connectedWalletInfo'))
  return { walletInfo }
}
