'use client'
import type { ChainNamespace, ConnectedWalletInfo } from '@openappkit/core'
import { useActiveNamespace } from './useActiveNamespace.ts'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/** The wallet behind the connection (name, icon, type), when the SDK knows it. */
export function useWalletInfo(parameters: { namespace?: ChainNamespace | undefined } = {}): {
  walletInfo: ConnectedWalletInfo | undefined
} {
  const appKit = useAppKitInstance('useWalletInfo')
  const namespace = useActiveNamespace(appKit, parameters.namespace)
  const walletInfo = useAppKitAtom(appKit, appKit.atoms.accountField(namespace, 'connectedWalletInfo'))
  return { walletInfo }
}
