import type { AppKit } from '../appKit.ts'
import { isMobile } from '../device/isMobile.ts'
import { InvalidParametersError } from '../errors/parameters.ts'
import { resolveOpenView } from '../router/modalRules.ts'
import type { RouterData, View } from '../router/views.ts'
import { parseSwapArguments, type SwapArguments } from '../swap/swapArguments.ts'
import { getAccount } from './getAccount.ts'
import { resetFarcasterAfterLeaving } from './resetFarcasterAfterLeaving.ts'
import { setHistory } from './setHistory.ts'

export type OpenModalParameters = {
  view?: View | undefined
  data?: RouterData | undefined
  /** The Swap view's preset (tokens, amount); handed to it as `data.swapArguments`. */
  arguments?: SwapArguments | undefined
}

/** Opens on the caller's view, else by the opening rule (`modalRules`). */
export function openModal(appKit: AppKit, parameters: OpenModalParameters = {}): void {
  if (parameters.arguments !== undefined) {
    if (parameters.view !== 'Swap')
      throw new InvalidParametersError('openModal', 'arguments are for the Swap view only')
    parameters = {
      ...parameters,
      data: { ...parameters.data, swapArguments: parseSwapArguments(parameters.arguments) },
    }
  }
  const view = resolveOpenView({
    requestedView: parameters.view,
    isConnected: Boolean(getAccount(appKit).address),
    // An app that connects through its WalletConnect session alone has no adapters of its own.
    hasAdapters: Object.keys(appKit.adapters).length > 0 && !appKit.options.walletConnect,
    isMobile: isMobile(appKit),
  })
  resetFarcasterAfterLeaving(appKit, setHistory(appKit, [view], parameters.data ?? {}))
  appKit.store.set(appKit.atoms.modalOpen, true)
  appKit.emitter.emit('modal', { open: true, view })
}
