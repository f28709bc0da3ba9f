import { type Atom, atom } from 'jotai/vanilla'
import { updateAccount } from '../actions/updateAccount.ts'
import type { AppKit } from '../appKit.ts'
import { BaseError } from '../errors/base.ts'
import { EmailThrottleError } from '../errors/domain.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { perInstance } from '../utils/perInstance.ts'
import { isValidEmail, isValidOtp } from '../validators/emailLogin.ts'
import { toCoreThrottleError } from './coreThrottleError.ts'
import { type EmailLoginFrame, emailLoginConnectorId, frameAtom } from './emailLogin.ts'

/** Where an email change is: the new address sent, then the code to the current one, then the new one's. */
export type EmailUpdateStep = 'idle' | 'sending' | 'verifyPrimaryOtp' | 'verifySecondaryOtp' | 'updated'
export type EmailUpdateState = {
  step: EmailUpdateStep
  /** The address being changed from. */
  currentEmail?: string | undefined
  /** The new address. */
  email?: string | undefined
  error?: unknown
}

export const emailUpdateAtom = perInstance(() => atom<EmailUpdateState>({ step: 'idle' }))

const namespacesOf = (appKit: AppKit) => Object.keys(appKit.adapters) as ChainNamespace[]

/** The namespaces connected through the embedded wallet, with the email it is logged in with. */
function embeddedLogins(appKit: AppKit, get = <T>(a: Atom<T>) => appKit.store.get(a)) {
  return namespacesOf(appKit).flatMap((namespace) => {
    const account = get(appKit.atoms.account(namespace))
    const email = account.user?.email
    return account.status === 'connected' && account.connectorId === emailLoginConnectorId && email
      ? [{ namespace, email, user: account.user }]
      : []
  })
}

/** True while the email can be changed: an email login is connected and its frame can change it. */
export const emailUpdateAvailableAtom = perInstance(
  (appKit): Atom<boolean> =>
    atom(
      (get) => get(frameAtom(appKit))?.updateEmail !== undefined && embeddedLogins(appKit, get).length > 0,
    ),
)

const attempts = new WeakMap<AppKit, object>()
const set = (appKit: AppKit, state: EmailUpdateState) => appKit.store.set(emailUpdateAtom(appKit), state)
const current = (appKit: AppKit) => appKit.store.get(emailUpdateAtom(appKit))

function frameOf(appKit: AppKit): Required<EmailLoginFrame> {
  const frame = appKit.store.get(frameAtom(appKit))
  const login = embeddedLogins(appKit)[0]
  if (!frame || !login) throw new BaseError('Log in with your email first to change it')
  if (!frame.updateEmail || !frame.updateEmailPrimaryOtp || !frame.updateEmailSecondaryOtp)
    throw new BaseError('This embedded wallet cannot change the email')
  return frame as Required<EmailLoginFrame>
}

/**
 * Changes the logged-in wallet's email, first step: checks the new address (valid, not the
 * current one) and the 30 s email throttle, then asks the frame, which mails a code to the
 * current address (`verifyPrimaryOtp`) or, when it needs none, straight to the new one
 * (`verifySecondaryOtp`).
 */
export async function startEmailUpdate(
  appKit: AppKit,
  parameters: { email: string },
): Promise<EmailUpdateStep> {
  const frame = frameOf(appKit)
  const { email } = parameters
  if (!isValidEmail(email)) throw new BaseError('Invalid email address')
  const currentEmail = embeddedLogins(appKit)[0]?.email as string
  if (email.toLowerCase() === currentEmail.toLowerCase())
    throw new BaseError('The new email is the same as the current one')
  const wait = frame.secondsToNextEmailLogin()
  if (wait > 0) throw new EmailThrottleError(wait)
  // A resend that fails leaves the change where it was.
  const before = current(appKit)
  const attempt = {}
  attempts.set(appKit, attempt)
  set(appKit, { step: 'sending', currentEmail, email })
  try {
    const { action } = await frame.updateEmail({ email })
    const step = action === 'VERIFY_PRIMARY_OTP' ? 'verifyPrimaryOtp' : 'verifySecondaryOtp'
    if (attempts.get(appKit) === attempt) set(appKit, { step, currentEmail, email })
    return step
  } catch (caught) {
    const error = toCoreThrottleError(caught)
    if (attempts.get(appKit) === attempt) set(appKit, { ...before, error })
    throw error
  }
}

/**
 * Mails the codes again for the change under way: the frame has no message to resend only the
 * new address's code, so the change starts over at the current address's (same throttle).
 */
export function resendEmailUpdate(appKit: AppKit): Promise<EmailUpdateStep> {
  const { email } = current(appKit)
  if (email === undefined) return Promise.reject(new BaseError('No email change to send again'))
  return startEmailUpdate(appKit, { email })
}

/**
 * The code of the step the change is at: the current address's moves on to the new address's;
 * the new address's ends the change, and the new email is the logged-in user's (account state,
 * the stored email). A wrong code keeps the step, with the frame's words as the error.
 */
export async function submitEmailUpdateOtp(
  appKit: AppKit,
  parameters: { otp: string },
): Promise<EmailUpdateStep> {
  const frame = frameOf(appKit)
  const state = { ...current(appKit), error: undefined }
  if (state.step !== 'verifyPrimaryOtp' && state.step !== 'verifySecondaryOtp')
    throw new BaseError('No email change is waiting for a code')
  // A code pasted from the mail often comes with spaces around or inside it.
  const otp = typeof parameters.otp === 'string' ? parameters.otp.replace(/\s+/g, '') : parameters.otp
  if (!isValidOtp(otp)) throw new BaseError('OTP must be a string')
  const attempt = attempts.get(appKit)
  const still = () => attempts.get(appKit) === attempt
  set(appKit, state)
  try {
    if (state.step === 'verifyPrimaryOtp') {
      await frame.updateEmailPrimaryOtp({ otp })
      if (still()) set(appKit, { ...state, step: 'verifySecondaryOtp' })
      return 'verifySecondaryOtp'
    }
    const { newEmail } = await frame.updateEmailSecondaryOtp({ otp })
    for (const login of embeddedLogins(appKit))
      updateAccount(appKit, login.namespace, { user: { ...login.user, email: newEmail } })
    if (still()) set(appKit, { step: 'updated', currentEmail: newEmail, email: newEmail })
    return 'updated'
  } catch (error) {
    if (still()) set(appKit, { ...state, error })
    throw error
  }
}

/** Starts over: an answer still coming for the change so far changes nothing but the account. */
export function resetEmailUpdate(appKit: AppKit): void {
  attempts.delete(appKit)
  set(appKit, { step: 'idle' })
}
