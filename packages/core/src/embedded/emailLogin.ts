import { type Atom, atom } from 'jotai/vanilla'
import { connect } from '../actions/connect'
import type { GetAccountReturnType } from '../actions/getAccount'
import type { AppKit } from '../appKit'
import { BaseError } from '../errors/base'
import { EmailThrottleError } from '../errors/domain'
import type { ChainNamespace } from '../networks/types'
import { toCoreThrottleError } from './coreThrottleError'
import { type EmailLoginScreen, leftEmailLogin } from './emailLoginLeft'

/** The part of the frame client an email login uses (`FrameClient` of `@openappkit/auth-frame-client`). */
export type EmailLoginFrame = {
  connectEmail(payload: { email: string }): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }>
  connectDevice(): Promise<unknown>
  connectOtp(payload: { otp: string }): Promise<unknown>
  secondsToNextEmailLogin(): number
}

export type EmailLoginStep = 'idle' | 'sending' | 'verifyDevice' | 'verifyOtp' | 'connecting' | 'connected'
export type EmailLoginState = { step: EmailLoginStep; email?: string | undefined; error?: unknown }

export const emailLoginConnectorId = 'auth'

const frames = new WeakMap<AppKit, ReturnType<typeof atom<EmailLoginFrame | undefined>>>()
const states = new WeakMap<AppKit, ReturnType<typeof atom<EmailLoginState>>>()
const availability = new WeakMap<AppKit, Atom<boolean>>()

function frameAtom(appKit: AppKit) {
  let frame = frames.get(appKit)
  if (!frame) {
    frame = atom<EmailLoginFrame | undefined>(undefined)
    frames.set(appKit, frame)
  }
  return frame
}

/**
 * True while an email login can run: `features.email` is on and the app attached its frame
 * client (`createEmbeddedApproval().attach`). The modal offers the email entry only then.
 */
export function emailLoginAvailableAtom(appKit: AppKit): Atom<boolean> {
  let available = availability.get(appKit)
  if (!available) {
    const frame = frameAtom(appKit)
    available = atom((get) => appKit.options.features.email && get(frame) !== undefined)
    availability.set(appKit, available)
  }
  return available
}

/** The email login's state for an instance (one atom each, made on first use). */
export function emailLoginAtom(appKit: AppKit) {
  let state = states.get(appKit)
  if (!state) {
    state = atom<EmailLoginState>({ step: 'idle' })
    states.set(appKit, state)
  }
  return state
}

const watchers = new WeakMap<AppKit, () => void>()

/** Called by `createEmbeddedApproval().attach` with the app's frame client. */
export function setEmailLoginFrame(appKit: AppKit, frame: EmailLoginFrame | undefined): void {
  appKit.store.set(frameAtom(appKit), frame)
  watchers.get(appKit)?.()
  watchers.delete(appKit)
  if (frame) watchers.set(appKit, watchLeaving(appKit))
  // An app with a frame client has zod loaded already (the client checks every message with it).
  if (frame) loadEmailLoginRules().catch(() => {})
}

function frameOf(appKit: AppKit): EmailLoginFrame {
  if (!appKit.options.features.email)
    throw new BaseError('Email login is switched off', { details: 'features.email is false' })
  const frame = appKit.store.get(frameAtom(appKit))
  if (!frame)
    throw new BaseError('Unable to load email login dependency', {
      details: 'No embedded wallet is attached: createEmbeddedApproval().attach(appKit, frameClient)',
    })
  return frame
}

function set(appKit: AppKit, state: EmailLoginState) {
  appKit.store.set(emailLoginAtom(appKit), state)
}

const current = (appKit: AppKit) => appKit.store.get(emailLoginAtom(appKit))

/** `onFailure`: where a failed connect leaves the user (the code step only when a code was asked). */
async function finish(
  appKit: AppKit,
  namespace: ChainNamespace | undefined,
  onFailure: 'idle' | 'verifyOtp',
): Promise<GetAccountReturnType> {
  set(appKit, { ...current(appKit), step: 'connecting', error: undefined })
  try {
    const account = await connect(appKit, { connectorId: emailLoginConnectorId, namespace })
    set(appKit, { ...current(appKit), step: 'connected' })
    return account
  } catch (error) {
    set(appKit, { ...current(appKit), step: onFailure, error })
    throw error
  }
}

/**
 * The attempt whose answers may still move the login: a resend, Back, closing the modal or a
 * disconnect replaces or ends it, and a frame answer that comes for an older one changes nothing.
 */
const attempts = new WeakMap<AppKit, object>()
const isCurrent = (appKit: AppKit, attempt: object) => attempts.get(appKit) === attempt

/** Leaving the login's views, or a disconnect, cancels it (SPEC §4: the flow starts from idle). */
function watchLeaving(appKit: AppKit): () => void {
  const { store, atoms } = appKit
  const screen = (): EmailLoginScreen => ({
    open: store.get(atoms.modalOpen),
    view: store.get(atoms.modal).view,
  })
  let before = screen()
  const stopModal = store.sub(atoms.modal, () => {
    const after = screen()
    if (leftEmailLogin(current(appKit).step, before, after)) resetEmailLogin(appKit)
    before = after
  })
  const stopDisconnect = appKit.emitter.on('disconnect', () => resetEmailLogin(appKit))
  return () => {
    stopModal()
    stopDisconnect()
  }
}

const inFlight = new WeakMap<AppKit, { email: string; done: Promise<EmailLoginStep> }>()

type Rules = typeof import('../validators/emailLogin')
let loadedRules: Rules | undefined
/**
 * The address and code rules are zod's, loaded with the first login rather than with the page:
 * `useEmailLogin` sits in the app's first chunks and zod must not (react's bundle test).
 */
export async function loadEmailLoginRules(): Promise<Rules> {
  loadedRules ??= await import('../validators/emailLogin')
  return loadedRules
}

/**
 * SPEC §4 email login, first step: checks the address and the 30 s throttle (nothing is sent
 * otherwise), asks the frame, then moves to device verification, the code, or (a login the frame
 * still holds) straight to connecting through the AUTH connector.
 */
export async function startEmailLogin(
  appKit: AppKit,
  parameters: { email: string; namespace?: ChainNamespace | undefined },
): Promise<EmailLoginStep> {
  const frame = frameOf(appKit)
  // Checked synchronously once the rules are here (every login after the first), so a double
  // submit meets the in-flight guard below in the same tick.
  const { isValidEmail } = loadedRules ?? (await loadEmailLoginRules())
  if (!isValidEmail(parameters.email)) throw new BaseError('Invalid email address')
  // A second submit while one is on its way sends nothing: a second code would void the first.
  const running = inFlight.get(appKit)
  if (running) {
    if (running.email === parameters.email) return running.done
    throw new BaseError('An email login is already being sent', { details: `to ${running.email}` })
  }
  const entry = { email: parameters.email, done: Promise.resolve<EmailLoginStep>('idle') }
  // Only the mail's request is guarded: once the frame answered, a new submit may start over.
  const sent = () => {
    if (inFlight.get(appKit) === entry) inFlight.delete(appKit)
  }
  inFlight.set(appKit, entry)
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
  const before = current(appKit)
  // From here this attempt is the login: a device wait still running (a resend) no longer counts.
  const attempt = {}
  attempts.set(appKit, attempt)
  set(appKit, { step: 'sending', email: parameters.email })
  let action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
  try {
    ;({ action } = await frame.connectEmail({ email: parameters.email }))
  } catch (caught) {
    sent()
    if (!isCurrent(appKit, attempt)) return 'idle'
    const error = toCoreThrottleError(caught)
    set(appKit, { ...before, error })
    throw error
  }
  sent()
  if (!isCurrent(appKit, attempt)) return 'idle'
  if (action === 'CONNECT') {
    await finish(appKit, parameters.namespace, 'idle')
    return 'connected'
  }
  if (action === 'VERIFY_OTP') {
    set(appKit, { step: 'verifyOtp', email: parameters.email })
    return 'verifyOtp'
  }
  set(appKit, { step: 'verifyDevice', email: parameters.email })
  try {
    await frame.connectDevice()
  } catch (error) {
    if (!isCurrent(appKit, attempt)) return 'idle'
    set(appKit, { step: 'verifyDevice', email: parameters.email, error })
    throw error
  }
  if (!isCurrent(appKit, attempt)) return 'idle'
  set(appKit, { step: 'verifyOtp', email: parameters.email })
  return 'verifyOtp'
}

/** SPEC §4: the code from the email; then the user is fetched and the AUTH connector connects. */
export async function submitEmailOtp(
  appKit: AppKit,
  parameters: { otp: string; namespace?: ChainNamespace | undefined },
): Promise<GetAccountReturnType> {
  const frame = frameOf(appKit)
  if (current(appKit).step !== 'verifyOtp') throw new BaseError('No email login is waiting for a code')
  const { isValidOtp } = loadedRules ?? (await loadEmailLoginRules())
  // A code pasted from the mail often comes with spaces or a line break around or inside it.
  const otp = typeof parameters.otp === 'string' ? parameters.otp.replace(/\s+/g, '') : parameters.otp
  if (!isValidOtp(otp)) throw new BaseError('OTP must be a string')
  // A new code is a new attempt: the last one's error no longer describes it.
  set(appKit, { ...current(appKit), error: undefined })
  const attempt = attempts.get(appKit)
  const cancelled = () => new BaseError('The email login was cancelled')
  try {
    await frame.connectOtp({ otp })
  } catch (error) {
    if (attempts.get(appKit) !== attempt) throw cancelled()
    set(appKit, { ...current(appKit), error })
    throw error
  }
  if (attempts.get(appKit) !== attempt) throw cancelled()
  return finish(appKit, parameters.namespace, 'verifyOtp')
}

/** Starts over: whatever the frame still answers for the login so far changes nothing. */
export function resetEmailLogin(appKit: AppKit): void {
  attempts.delete(appKit)
  inFlight.delete(appKit)
  set(appKit, { step: 'idle' })
}
