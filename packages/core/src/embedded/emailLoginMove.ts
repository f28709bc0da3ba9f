import type { View } from '../router/views.ts'
import type { EmailLoginStep } from './emailLogin.ts'

/** The modal's views of the email login's steps (device verification, then the code). */
export const emailLoginViews = {
  verifyDevice: 'EmailVerifyDevice',
  verifyOtp: 'EmailVerifyOtp',
} as const satisfies Partial<Record<EmailLoginStep, View>>

export type EmailLoginMove = { view: View; how: 'push' | 'replace' | 'reset' }

export type EmailLoginMoveParameters = {
  /** The step the login was at when the view last looked. */
  previous: EmailLoginStep
  step: EmailLoginStep
  /** The view on screen. */
  current: View
  /** Where a connect leads (`viewAfterConnect`). */
  afterConnect: View
}

export const emailViews: readonly View[] = Object.values(emailLoginViews)

/**
 * Where the modal goes when the email login moves on: device verification and the code each
 * have a view, pushed from Connect and replacing one another (Back returns to the email entry,
 * not to a step that is over); once connected, the history restarts at Account (or where
 * `viewAfterConnect` leads). Undefined when nothing moves: the step is unchanged (a view that
 * opens on a step already reached stays), it has no view (sending, connecting, idle), or its view
 * is on screen already.
 */
export function emailLoginMove(parameters: EmailLoginMoveParameters): EmailLoginMove | undefined {
  const { previous, step, current, afterConnect } = parameters
  if (step === previous) return undefined
  if (step === 'connected') return { view: afterConnect, how: 'reset' }
  const view = step === 'verifyDevice' || step === 'verifyOtp' ? emailLoginViews[step] : undefined
  if (!view || view === current) return undefined
  return { view, how: emailViews.includes(current) ? 'replace' : 'push' }
}
