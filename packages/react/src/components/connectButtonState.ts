import type { CaipNetwork, ConnectionStatus } from '@openappkit/core'
import { isUnknownNetwork } from '@openappkit/core/internal'

/** What the connect button shows: one of four faces, each with its own label and action. */
export type ConnectButtonState = 'connect' | 'connecting' | 'wrongNetwork' | 'connected'

export type ConnectButtonStateParameters = {
  status: ConnectionStatus
  address: string | undefined
  network: CaipNetwork | undefined
  /** The app's `allowUnsupportedChain`: a chain it did not configure is then not "wrong". */
  allowUnsupportedChain: boolean
}

/**
 * The button's face. "Wrong network" is core's Unknown Network (a chain the app did not
 * configure), shown even with `enableNetworkSwitch: false`, when the modal does not open
 * UnsupportedChain by itself: the user still has to be told why the app does nothing.
 */
export function connectButtonState(parameters: ConnectButtonStateParameters): ConnectButtonState {
  const { status, address, network, allowUnsupportedChain } = parameters
  if (status === 'connecting') return 'connecting'
  if (status !== 'connected' || !address) return 'connect'
  if (!allowUnsupportedChain && isUnknownNetwork(network)) return 'wrongNetwork'
  return 'connected'
}
