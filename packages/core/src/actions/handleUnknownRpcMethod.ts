import type { AppKit } from '../appKit.ts'
import { unknownMethodErrorDelayMs } from '../constants.ts'
import { RpcRequestError, rpcErrorMessages } from '../errors/domain.ts'
import { wait } from '../timing/clock.ts'
import { openModal } from './openModal.ts'
import { showToast } from './showToast.ts'

/**
 * An unknown method opens the modal and is logged; 300 ms later (once the modal is
 * visible) the error shows and pending requests are rejected. Resolves after that.
 */
export async function handleUnknownRpcMethod(appKit: AppKit, method: string): Promise<void> {
  openModal(appKit)
  const error = new RpcRequestError(rpcErrorMessages.notAllowed, { details: method })
  console.error(`[openappkit] unsupported RPC method "${method}"`)
  appKit.emitter.emit('error', { error, source: 'rpc' })
  await wait(appKit.clock, unknownMethodErrorDelayMs)
  void showToast(appKit, { message: error.shortMessage, variant: 'error' })
  appKit.authHooks.rejectPendingRequests?.()
}
