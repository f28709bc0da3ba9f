'use client'
import type { View } from '@openappkit/core'
import { isSiwxSignInPending, payStateAtom, siwxStateAtom, viewAfterConnect } from '@openappkit/core/internal'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * Where to go once a wallet has connected, for the network it is on now: Account, or
 * UnsupportedChain when that chain is not one the app configured (unless the app allows
 * unsupported chains or switching is off); SIWXSignMessage while sign-in is on and the account has
 * no session yet; Pay while a payment waits for the wallet the person went to connect.
 */
export function useViewAfterConnect(): View {
  const appKit = useAppKitInstance('useViewAfterConnect')
  const network = useAppKitAtom(appKit, appKit.atoms.activeCaipNetwork)
  // Read so a change of the sign-in state renders again; the rule itself is core's.
  useAppKitAtom(appKit, siwxStateAtom(appKit))
  const payStep = useAppKitAtom(appKit, payStateAtom(appKit)).step
  return viewAfterConnect({
    network,
    enableNetworkSwitch: appKit.options.enableNetworkSwitch,
    allowUnsupportedChain: appKit.options.allowUnsupportedChain,
    signInPending: isSiwxSignInPending(appKit),
    payPending: payStep === 'choose',
  })
}
