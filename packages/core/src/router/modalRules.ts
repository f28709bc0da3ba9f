import type { View } from './views.ts'

/**
 * The opening rule: the caller's view wins; with no adapters and not connected, AllWallets
 * on mobile, else the basic WalletConnect view; then Account when connected, else Connect.
 */
export function resolveOpenView(parameters: {
  requestedView?: View | undefined
  isConnected: boolean
  hasAdapters: boolean
  isMobile: boolean
}): View {
  const { requestedView, isConnected, hasAdapters, isMobile } = parameters
  if (requestedView) return requestedView
  if (!hasAdapters && !isConnected) return isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return isConnected ? 'Account' : 'Connect'
}

export type CloseDecision =
  | { type: 'blocked' }
  | { type: 'hide' }
  | { type: 'reset'; view: 'Account' | 'Connect' }

/**
 * Closing is blocked on ApproveTransaction unless forced, and on the sign and approve views when
 * sign-in is required and there is no session. In embedded mode the modal cannot hide: it
 * returns to Account or Connect.
 */
export function resolveClose(parameters: {
  currentView: View | undefined
  force?: boolean | undefined
  embedded: boolean
  isConnected: boolean
  siwxRequiredWithoutSession?: boolean | undefined
}): CloseDecision {
  const { currentView, force, embedded, isConnected, siwxRequiredWithoutSession } = parameters
  if (!force && currentView === 'ApproveTransaction') return { type: 'blocked' }
  if (
    !force &&
    siwxRequiredWithoutSession &&
    (currentView === 'SIWXSignMessage' ||
      currentView === 'ConnectingSiwe' ||
      currentView === 'ApproveTransaction')
  ) {
    return { type: 'blocked' }
  }
  if (embedded) return { type: 'reset', view: isConnected ? 'Account' : 'Connect' }
  return { type: 'hide' }
}

/** Leaving ConnectingFarcaster without an active address resets the Farcaster flow (after 100 ms). */
export function shouldResetFarcaster(
  previous: View | undefined,
  next: View | undefined,
  hasAddress: boolean,
) {
  return previous === 'ConnectingFarcaster' && next !== 'ConnectingFarcaster' && !hasAddress
}
