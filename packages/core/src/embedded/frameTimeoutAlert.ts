import { showAlert } from '../actions/showAlert.ts'
import type { AlertId } from '../alerts/alerts.ts'
import type { AppKit } from '../appKit.ts'
import type { frameTimeoutReasons } from '../constants.ts'

const alertOf: Record<(typeof frameTimeoutReasons)[number], AlertId> = {
  iframe_load_failed: 'embeddedWalletLoadFailed',
  iframe_request_timeout: 'embeddedWalletRequestTimeout',
  unverified_domain: 'unverifiedDomain',
}

/**
 * Each frame timeout reason is an alert (an error toast and an `alert` event). Give it
 * to the frame client: `new FrameClient({ …, onTimeout: (reason) => showFrameTimeoutAlert(appKit, reason) })`.
 * An unknown reason is noted and shows nothing.
 */
export function showFrameTimeoutAlert(appKit: AppKit, reason: string): void {
  const id = alertOf[reason as keyof typeof alertOf]
  if (!id) {
    console.warn(`[openappkit] unknown embedded wallet timeout reason: ${reason}`)
    return
  }
  showAlert(appKit, id)
}
