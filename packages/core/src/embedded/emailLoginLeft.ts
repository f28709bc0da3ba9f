import type { View } from '../router/views.ts'
import type { EmailLoginStep } from './emailLogin.ts'
import { emailLoginViews } from './emailLoginMove.ts'

export type EmailLoginScreen = { open: boolean; view: View }

const emailViews: readonly View[] = Object.values(emailLoginViews)
const waiting: readonly EmailLoginStep[] = ['sending', 'verifyDevice', 'verifyOtp']

/**
 * True when the user left a login still waiting on them: the modal was on one of the login's
 * views and is now closed or on another view (Back, a view of its own). Only the modal puts those
 * views on screen, so an app's own login form (the modal never on them) is never cancelled here.
 */
export function leftEmailLogin(
  step: EmailLoginStep,
  before: EmailLoginScreen,
  after: EmailLoginScreen,
): boolean {
  if (!waiting.includes(step)) return false
  if (!before.open || !emailViews.includes(before.view)) return false
  return !after.open || !emailViews.includes(after.view)
}
