import type { AppKit } from '../appKit.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { shouldOpenUnsupportedChain } from '../networks/unknownNetwork.ts'
import { getPayState } from '../pay/payState.ts'
import type { View } from '../router/views.ts'
import { isSiwxSignInPending } from '../siwx/siwxInstance.ts'

export type ViewAfterConnectParameters = {
  /** The network the wallet is on after connecting. */
  network: CaipNetwork | undefined
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  /** Sign-in is on and the account has no session yet: SIWXSignMessage comes first. */
  signInPending?: boolean | undefined
  /** A payment waits in the Pay view for a wallet (the person left it to connect one). */
  payPending?: boolean | undefined
}

/**
 * Where the modal goes once a wallet connected: Account, or UnsupportedChain when the wallet is
 * on a chain the app did not configure, unless switching is off or unsupported chains
 * are allowed. With sign-in on and no session yet, SIWXSignMessage first. With a payment
 * waiting for a wallet, back to Pay (the reason the person connected) instead of Account.
 */
export function viewAfterConnect(parameters: ViewAfterConnectParameters): View {
  const { network, signInPending, payPending, ...options } = parameters
  if (signInPending) return 'SIWXSignMessage'
  if (network && shouldOpenUnsupportedChain(network, options)) return 'UnsupportedChain'
  return payPending ? 'Pay' : 'Account'
}

/** `viewAfterConnect` for the instance's active network and options, read now. */
export function getViewAfterConnect(appKit: AppKit): View {
  return viewAfterConnect({
    network: appKit.store.get(appKit.atoms.activeCaipNetwork),
    enableNetworkSwitch: appKit.options.enableNetworkSwitch,
    allowUnsupportedChain: appKit.options.allowUnsupportedChain,
    signInPending: isSiwxSignInPending(appKit),
    payPending: getPayState(appKit).step === 'choose',
  })
}
