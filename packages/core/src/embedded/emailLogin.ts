import { type Atom, atom } from 'jotai/vanilla'
import type { AppKit } from '../appKit.ts'
import { perInstance } from '../utils/perInstance.ts'
import { checkOwnOrigin } from './checkOwnOrigin.ts'
import { type EmailLoginScreen, leftEmailLogin } from './emailLoginLeft.ts'

/** The part of the frame client an email login uses (`FrameClient` of `@openappkit/auth-frame-client`). */
export type EmailLoginFrame = {
  connectEmail(payload: { email: string }): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }>
  connectDevice(): Promise<unknown>
  connectOtp(payload: { otp: string }): Promise<unknown>
  secondsToNextEmailLogin(): number
  /** The logged-in wallet's email change (`updateEmail.ts`); a frame without them cannot change it. */
  updateEmail?(payload: { email: string }): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  updateEmailPrimaryOtp?(payload: { otp: string }): Promise<unknown>
  updateEmailSecondaryOtp?(payload: { otp: string }): Promise<{ newEmail: string }>
}

export type EmailLoginStep = 'idle' | 'sending' | 'verifyDevice' | 'verifyOtp' | 'connecting' | 'connected'
export type EmailLoginState = { step: EmailLoginStep; email?: string | undefined; error?: unknown }

export const emailLoginConnectorId = 'auth'

export const frameAtom = perInstance(() => atom<EmailLoginFrame | undefined>(undefined))

/**
 * True while an email login can run: `features.email` is on and the app attached its frame
 * client (`createEmbeddedApproval().attach`). The modal offers the email entry only then.
 */
export const emailLoginAvailableAtom = perInstance(
  (appKit): Atom<boolean> =>
    atom((get) => appKit.options.features.email && get(frameAtom(appKit)) !== undefined),
)

/** The email login's state for an instance (one atom each, made on first use). */
export const emailLoginAtom = perInstance(() => atom<EmailLoginState>({ step: 'idle' }))

const watchers = new WeakMap<AppKit, () => void>()

/** Called by `createEmbeddedApproval().attach` with the app's frame client. */
export function setEmailLoginFrame(appKit: AppKit, frame: EmailLoginFrame | undefined): void {
  appKit.store.set(frameAtom(appKit), frame)
  watchers.get(appKit)?.()
  watchers.delete(appKit)
  if (!frame) return
  watchers.set(appKit, watchLeaving(appKit))
  // A login is on offer from now: whether this page may use it is asked at once.
  void checkOwnOrigin(appKit)
}

export function setEmailLoginState(appKit: AppKit, state: EmailLoginState) {
  appKit.store.set(emailLoginAtom(appKit), state)
}

export const currentEmailLogin = (appKit: AppKit) => appKit.store.get(emailLoginAtom(appKit))

/**
 * The attempt whose answers may still move the login: a resend, Back, closing the modal or a
 * disconnect replaces or ends it, and a frame answer that comes for an older one changes nothing.
 */
export const emailLoginAttempts = new WeakMap<AppKit, object>()
export const isCurrentEmailLogin = (appKit: AppKit, attempt: object) =>
  emailLoginAttempts.get(appKit) === attempt

/** Leaving the login's views, or a disconnect, cancels it: the next login starts from idle. */
function watchLeaving(appKit: AppKit): () => void {
  const { store, atoms } = appKit
  let before: EmailLoginScreen = store.get(atoms.modal)
  const stopModal = store.sub(atoms.modal, () => {
    const after = store.get(atoms.modal)
    if (leftEmailLogin(currentEmailLogin(appKit).step, before, after)) resetEmailLogin(appKit)
    before = after
  })
  const stopDisconnect = appKit.emitter.on('disconnect', () => resetEmailLogin(appKit))
  return () => {
    stopModal()
    stopDisconnect()
  }
}

export const emailLoginsInFlight = new WeakMap<AppKit, { email: string; done: Promise<EmailLoginStep> }>()

/** Starts over: whatever the frame still answers for the login so far changes nothing. */
export function resetEmailLogin(appKit: AppKit): void {
  emailLoginAttempts.delete(appKit)
  emailLoginsInFlight.delete(appKit)
  setEmailLoginState(appKit, { step: 'idle' })
}
