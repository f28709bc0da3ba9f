'use client'
import { type View, viewAfterConnect } from '@openappkit/core'
import { useAppKitAtom } from './useAppKitAtom'
import { useAppKitInstance } from './useAppKitInstance'

/**
 * Where to go once a wallet has connected, for the network it is on now: Account, or
 * UnsupportedChain when that chain is not one the app configured (unless the app allows
 * unsupported chains or switching is off).
 */
export function useViewAfterConnect(): View {
  const appKit = useAppKitInstance('useViewAfterConnect')
  const network = useAppKitAtom(appKit, appKit.atoms.activeCaipNetwork)
  return viewAfterConnect({
    network,
    enableNetworkSwitch: appKit.options.enableNetworkSwitch,
    allowUnsupportedChain: appKit.options.allowUnsupportedChain,
  })
}
