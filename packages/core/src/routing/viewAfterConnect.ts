import type { AppKit } from '../appKit.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { shouldOpenUnsupportedChain } from '../networks/unknownNetwork.ts'
import type { View } from '../router/views.ts'
import { isSiwxSignInPending } from '../siwx/siwxInstance.ts'

export type ViewAfterConnectParameters = {
  /** The network the wallet is on after connecting. */
  network: CaipNetwork | undefined
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  /** Sign-in is on and the account has no session yet: SIWXSignMessage comes first. */
  signInPending?: boolean | undefined
}

/**
 * Where the modal goes once a wallet connected: Account, or UnsupportedChain when the wallet is
 * on a chain the app did not configure, unless switching is off or unsupported chains
 * are allowed. With sign-in on and no session yet, SIWXSignMessage first.
 */
export function viewAfterConnect(parameters: ViewAfterConnectParameters): View {
  const { network, signInPending, ...options } = parameters
  if (signInPending) return 'SIWXSignMessage'
  return network && shouldOpenUnsupportedChain(network, options) ? 'UnsupportedChain' : 'Account'
}

/** `viewAfterConnect` for the instance's active network and options, read now. */
export function getViewAfterConnect(appKit: AppKit): View {
  return viewAfterConnect({
    network: appKit.store.get(appKit.atoms.activeCaipNetwork),
    enableNetworkSwitch: appKit.options.enableNetworkSwitch,
    allowUnsupportedChain: appKit.options.allowUnsupportedChain,
    signInPending: isSiwxSignInPending(appKit),
  })
}
