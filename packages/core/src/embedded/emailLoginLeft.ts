import type { View } from '../router/views.ts'
import type { EmailLoginStep } from './emailLogin.ts'
import { emailViews } from './emailLoginMove.ts'

export type EmailLoginScreen = { open: boolean; view: View }

const onLoginView = (screen: EmailLoginScreen) => screen.open && emailViews.includes(screen.view)
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
  return waiting.includes(step) && onLoginView(before) && !onLoginView(after)
}
