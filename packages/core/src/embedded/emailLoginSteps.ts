import { connect } from '../actions/connect.ts'
import type { GetAccountReturnType } from '../actions/getAccount.ts'
import { requireLegalConsent } from '../actions/legalConsent.ts'
import type { AppKit } from '../appKit.ts'
import { BaseError } from '../errors/base.ts'
import { EmailThrottleError, frameErrorMessages } from '../errors/domain.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { isValidEmail, isValidOtp } from '../validators/emailLogin.ts'
import { assertOriginAllowed } from './checkOwnOrigin.ts'
import { toCoreThrottleError } from './coreThrottleError.ts'
import {
  currentEmailLogin,
  type EmailLoginFrame,
  type EmailLoginStep,
  emailLoginAttempts,
  emailLoginConnectorId,
  emailLoginsInFlight,
  frameAtom,
  isCurrentEmailLogin,
  setEmailLoginState,
} from './emailLogin.ts'

function frameOf(appKit: AppKit): EmailLoginFrame {
  if (!appKit.options.features.email)
    throw new BaseError('Email login is switched off', { details: 'features.email is false' })
  const frame = appKit.store.get(frameAtom(appKit))
  if (!frame)
    throw new BaseError(frameErrorMessages.emailDependency, {
      details: 'No embedded wallet is attached: createEmbeddedApproval().attach(appKit, frameClient)',
    })
  assertOriginAllowed(appKit)
  return frame
}

/** `onFailure`: where a failed connect leaves the user (the code step only when a code was asked). */
async function finish(
  appKit: AppKit,
  namespace: ChainNamespace | undefined,
  onFailure: 'idle' | 'verifyOtp',
): Promise<GetAccountReturnType> {
  setEmailLoginState(appKit, { ...currentEmailLogin(appKit), step: 'connecting', error: undefined })
  try {
    const account = await connect(appKit, { connectorId: emailLoginConnectorId, namespace })
    setEmailLoginState(appKit, { ...currentEmailLogin(appKit), step: 'connected' })
    return account
  } catch (error) {
    setEmailLoginState(appKit, { ...currentEmailLogin(appKit), step: onFailure, error })
    throw error
  }
}

/**
 * Email login, first step: checks the address and the 30 s throttle (nothing is sent
 * otherwise), asks the frame, then moves to device verification, the code, or (a login the frame
 * still holds) straight to connecting through the AUTH connector.
 */
export async function startEmailLogin(
  appKit: AppKit,
  parameters: { email: string; namespace?: ChainNamespace | undefined },
): Promise<EmailLoginStep> {
  const frame = frameOf(appKit)
  requireLegalConsent(appKit)
  if (!isValidEmail(parameters.email)) throw new BaseError('Invalid email address')
  // A second submit while one is on its way sends nothing: a second code would void the first.
  const running = emailLoginsInFlight.get(appKit)
  if (running) {
    if (running.email === parameters.email) return running.done
    throw new BaseError('An email login is already being sent', { details: `to ${running.email}` })
  }
  const entry = { email: parameters.email, done: Promise.resolve<EmailLoginStep>('idle') }
  // Only the mail's request is guarded: once the frame answered, a new submit may start over.
  const sent = () => {
    if (emailLoginsInFlight.get(appKit) === entry) emailLoginsInFlight.delete(appKit)
  }
  emailLoginsInFlight.set(appKit, entry)
  entry.done = send(appKit, frame, parameters, sent)
  return entry.done
}

async function send(
  appKit: AppKit,
  frame: EmailLoginFrame,
  parameters: { email: string; namespace?: ChainNamespace | undefined },
  sent: () => void,
): Promise<EmailLoginStep> {
  const wait = frame.secondsToNextEmailLogin()
  if (wait > 0) {
    sent()
    throw new EmailThrottleError(wait)
  }
  const before = currentEmailLogin(appKit)
  // From here this attempt is the login: a device wait still running (a resend) no longer counts.
  const attempt = {}
  emailLoginAttempts.set(appKit, attempt)
  setEmailLoginState(appKit, { step: 'sending', email: parameters.email })
  let action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
  try {
    ;({ action } = await frame.connectEmail({ email: parameters.email }))
  } catch (caught) {
    sent()
    if (!isCurrentEmailLogin(appKit, attempt)) return 'idle'
    const error = toCoreThrottleError(caught)
    setEmailLoginState(appKit, { ...before, error })
    throw error
  }
  sent()
  if (!isCurrentEmailLogin(appKit, attempt)) return 'idle'
  if (action === 'CONNECT') {
    await finish(appKit, parameters.namespace, 'idle')
    return 'connected'
  }
  if (action !== 'VERIFY_OTP') {
    setEmailLoginState(appKit, { step: 'verifyDevice', email: parameters.email })
    try {
      await frame.connectDevice()
    } catch (error) {
      if (!isCurrentEmailLogin(appKit, attempt)) return 'idle'
      setEmailLoginState(appKit, { step: 'verifyDevice', email: parameters.email, error })
      throw error
    }
    if (!isCurrentEmailLogin(appKit, attempt)) return 'idle'
  }
  setEmailLoginState(appKit, { step: 'verifyOtp', email: parameters.email })
  return 'verifyOtp'
}

/** Email login, the code from the email; then the user is fetched and the AUTH connector connects. */
export async function submitEmailOtp(
  appKit: AppKit,
  parameters: { otp: string; namespace?: ChainNamespace | undefined },
): Promise<GetAccountReturnType> {
  const frame = frameOf(appKit)
  if (currentEmailLogin(appKit).step !== 'verifyOtp')
    throw new BaseError('No email login is waiting for a code')
  // A code pasted from the mail often comes with spaces or a line break around or inside it.
  const otp = typeof parameters.otp === 'string' ? parameters.otp.replace(/\s+/g, '') : parameters.otp
  if (!isValidOtp(otp)) throw new BaseError('OTP must be a string')
  // A new code is a new attempt: the last one's error no longer describes it.
  setEmailLoginState(appKit, { ...currentEmailLogin(appKit), error: undefined })
  const attempt = emailLoginAttempts.get(appKit)
  const cancelled = () => new BaseError('The email login was cancelled')
  try {
    await frame.connectOtp({ otp })
  } catch (error) {
    if (emailLoginAttempts.get(appKit) !== attempt) throw cancelled()
    setEmailLoginState(appKit, { ...currentEmailLogin(appKit), error })
    throw error
  }
  if (emailLoginAttempts.get(appKit) !== attempt) throw cancelled()
  return finish(appKit, parameters.namespace, 'verifyOtp')
}
