import type { AppKit } from '../appKit'
import { unknownMethodErrorDelayMs } from '../constants'
import { RpcRequestError, rpcErrorMessages } from '../errors/domain'
import { openModal } from './openModal'
import { showToast } from './showToast'

/**
 * SPEC §4: an unknown method opens the modal and is logged; 300 ms later (once the modal is
 * visible) the error shows and pending requests are rejected. Resolves after that.
 */
export function handleUnknownRpcMethod(appKit: AppKit, method: string): Promise<void> {
  openModal(appKit)
  const error = new RpcRequestError(rpcErrorMessages.notAllowed, { details: method })
  console.error(`[openappkit] unsupported RPC method "${method}"`)
  appKit.emitter.emit('error', { error, source: 'rpc' })
  return new Promise((resolve) => {
    appKit.clock.setTimeout(() => {
      void showToast(appKit, { message: error.shortMessage, variant: 'error' })
      appKit.authHooks.rejectPendingRequests?.()
      resolve()
    }, unknownMethodErrorDelayMs)
  })
}
