import { type AlertId, getAlert } from '../alerts/alerts.ts'
import type { AppKit } from '../appKit.ts'
import { showToast } from './showToast.ts'

/** Alerts are error toasts, also emitted as `alert` events and noted in the console. */
export function showAlert(appKit: AppKit, id: AlertId): void {
  const alert = getAlert(id)
  console.warn(`[openappkit] ${alert.shortMessage}: ${alert.longMessage}`)
  appKit.emitter.emit('alert', alert)
  void showToast(appKit, { message: alert.shortMessage, variant: 'error' })
}
