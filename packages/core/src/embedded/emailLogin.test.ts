import { createTestAppKit } from '@openappkit/testing/vitest'
import { expect, test, vi } from 'vitest'
import { disconnect } from '../actions/disconnect.ts'
import { getAccount } from '../actions/getAccount.ts'
import { setLegalConsent } from '../actions/legalConsent.ts'
import { mock } from '../adapters/mock.ts'
import { EmailThrottleError } from '../errors/domain.ts'
import { emailLoginAtom, emailLoginAvailableAtom } from './emailLogin.ts'
import { startEmailLogin, submitEmailOtp } from './emailLoginSteps.ts'
import { createEmbeddedApproval } from './embeddedApproval.ts'

type Action = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** A frame client whose answers the test releases. */
function heldFrame() {
  const calls: string[] = []
  let release: { email?: (action: Action) => void; device?: () => void; otp?: (error?: Error) => void } = {}
  let wait = 0
  const frame = {
    frameUrl: 'https://secure.walletconnect.org/sdk',
    rejectRpcRequests: vi.fn(),
    secondsToNextEmailLogin: () => wait,
    connectEmail: ({ email }: { email: string }) => {
      calls.push(`email:${email}`)
      return new Promise<{ action: Action }>((resolve) => {
        release.email = (action) => resolve({ action })
      })
    },
    connectDevice: () => {
      calls.push('device')
      return new Promise<void>((resolve) => {
        release.device = resolve
      })
    },
    connectOtp: ({ otp }: { otp: string }) => {
      calls.push(`otp:${otp}`)
      return new Promise<void>((resolve, reject) => {
        release.otp = (error) => (error ? reject(error) : resolve())
      })
    },
  }
  return {
    frame,
    calls,
    release: () => release,
    throttle: (seconds: number) => {
      wait = seconds
    },
    reset: () => {
      release = {}
    },
  }
}

function setup(features: { email?: boolean; legalCheckbox?: boolean } = {}) {
  const { appKit } = createTestAppKit({
    adapters: [mock({ connectors: [{ id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }] })],
    features,
    termsConditionsUrl: 'https://app.example/terms',
  })
  const held = heldFrame()
  createEmbeddedApproval().attach(appKit, held.frame)
  const step = () => appKit.store.get(emailLoginAtom(appKit)).step
  return { appKit, held, step }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

// The address and code rules load with the first login (or when a frame client is attached);
// here they are in, so each step below happens in the tick it is asked for.

test('with the terms box on and not ticked, no mail is sent', async () => {
  const { appKit, held, step } = setup({ legalCheckbox: true })
  await expect(startEmailLogin(appKit, { email: 'ada@example.com' })).rejects.toThrow(
    'The visitor has not agreed to the terms',
  )
  expect(held.calls).toEqual([])
  expect(step()).toBe('idle')
  setLegalConsent(appKit, true)
  void startEmailLogin(appKit, { email: 'ada@example.com' })
  expect(held.calls).toEqual(['email:ada@example.com'])
})

test('new device: device approval, then the code, then the AUTH connector connects', async () => {
  const { appKit, held, step } = setup()
  const started = startEmailLogin(appKit, { email: 'ada@example.com' })
  expect(step()).toBe('sending')
  held.release().email?.('VERIFY_DEVICE')
  await tick()
  expect(step()).toBe('verifyDevice')
  expect(held.calls).toEqual(['email:ada@example.com', 'device'])
  held.release().device?.()
  expect(await started).toBe('verifyOtp')

  const wrong = submitEmailOtp(appKit, { otp: '000000' })
  held.release().otp?.(new Error('Invalid code'))
  await expect(wrong).rejects.toThrow('Invalid code')
  expect(step()).toBe('verifyOtp')
  expect(getAccount(appKit).address).toBeUndefined()

  const right = submitEmailOtp(appKit, { otp: '123456' })
  held.release().otp?.()
  const account = await right
  expect(account.status).toBe('connected')
  expect(appKit.store.get(emailLoginAtom(appKit))).toMatchObject({
    step: 'connected',
    email: 'ada@example.com',
  })
})

test('a login the frame still holds connects at once; a known device goes to the code', async () => {
  const a = setup()
  const held = startEmailLogin(a.appKit, { email: 'ada@example.com' })
  a.held.release().email?.('CONNECT')
  expect(await held).toBe('connected')
  expect(getAccount(a.appKit).status).toBe('connected')

  const b = setup()
  const known = startEmailLogin(b.appKit, { email: 'ada@example.com' })
  b.held.release().email?.('VERIFY_OTP')
  expect(await known).toBe('verifyOtp')
  expect(b.held.calls).toEqual(['email:ada@example.com'])
})

test('bad input, the throttle and a switched-off feature send nothing and change nothing', async () => {
  const { appKit, held, step } = setup()
  await expect(startEmailLogin(appKit, { email: 'nope' })).rejects.toThrow('Invalid email address')
  held.throttle(12)
  await expect(startEmailLogin(appKit, { email: 'ada@example.com' })).rejects.toThrow(
    'Please try again after 12 seconds',
  )
  await expect(submitEmailOtp(appKit, { otp: '123456' })).rejects.toThrow(
    'No email login is waiting for a code',
  )
  expect(held.calls).toEqual([])
  expect(step()).toBe('idle')

  const off = setup({ email: false })
  await expect(startEmailLogin(off.appKit, { email: 'ada@example.com' })).rejects.toThrow(
    'Email login is switched off',
  )
  expect(off.held.calls).toEqual([])

  const { appKit: detached } = createTestAppKit({ adapters: [mock()] })
  await expect(startEmailLogin(detached, { email: 'ada@example.com' })).rejects.toThrow(
    'Unable to load email login dependency',
  )
})

test('a second submit while the mail is on its way sends nothing and shares the first answer', async () => {
  const { appKit, held, step } = setup()
  const first = startEmailLogin(appKit, { email: 'ada@example.com' })
  const again = startEmailLogin(appKit, { email: 'ada@example.com' })
  await expect(startEmailLogin(appKit, { email: 'bob@example.com' })).rejects.toThrow(
    'An email login is already being sent',
  )
  expect(held.calls).toEqual(['email:ada@example.com'])
  expect(step()).toBe('sending')
  held.release().email?.('VERIFY_OTP')
  expect(await first).toBe('verifyOtp')
  expect(await again).toBe('verifyOtp')
  expect(held.calls).toEqual(['email:ada@example.com'])
  // Once the frame answered, a new submit is the frame's (and its throttle's) to judge again.
  const later = startEmailLogin(appKit, { email: 'bob@example.com' })
  expect(held.calls).toEqual(['email:ada@example.com', 'email:bob@example.com'])
  held.release().email?.('VERIFY_OTP')
  expect(await later).toBe('verifyOtp')
})

test('a throttled submit leaves nothing in flight', async () => {
  const { appKit, held } = setup()
  held.throttle(5)
  await expect(startEmailLogin(appKit, { email: 'ada@example.com' })).rejects.toThrow(
    'Please try again after 5 seconds',
  )
  held.throttle(0)
  const next = startEmailLogin(appKit, { email: 'bob@example.com' })
  expect(held.calls).toEqual(['email:bob@example.com'])
  held.release().email?.('VERIFY_OTP')
  expect(await next).toBe('verifyOtp')
})

test('a login the frame holds that then fails to connect goes back to idle with the error, not to the code', async () => {
  const { appKit } = createTestAppKit({ adapters: [mock()] })
  const held = heldFrame()
  createEmbeddedApproval().attach(appKit, held.frame)
  // No AUTH connector: the connect fails.
  const started = startEmailLogin(appKit, { email: 'ada@example.com' })
  held.release().email?.('CONNECT')
  await expect(started).rejects.toThrow()
  const state = appKit.store.get(emailLoginAtom(appKit))
  expect(state.step).toBe('idle')
  expect(state.error).toBeInstanceOf(Error)
  await expect(submitEmailOtp(appKit, { otp: '123456' })).rejects.toThrow(
    'No email login is waiting for a code',
  )
})

test("the frame client's own throttle error reaches the app as core's EmailThrottleError", async () => {
  const { appKit, held, step } = setup()
  // The client is a leaf package with a class of the same name; core must hand on its own.
  class ClientThrottleError extends Error {
    override name = 'EmailThrottleError'
    readonly retryAfterSeconds = 7
  }
  const clientError = new ClientThrottleError('Please try again after 7 seconds')
  held.frame.connectEmail = () => Promise.reject(clientError)
  const error = await startEmailLogin(appKit, { email: 'ada@example.com' }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(EmailThrottleError)
  expect(error).toMatchObject({
    shortMessage: 'Please try again after 7 seconds',
    retryAfterSeconds: 7,
    cause: clientError,
  })
  expect(appKit.store.get(emailLoginAtom(appKit)).error).toBe(error)
  expect(step()).toBe('idle')

  // Anything else passes through as it came.
  const other = new Error('Mail service down')
  held.frame.connectEmail = () => Promise.reject(other)
  await expect(startEmailLogin(appKit, { email: 'ada@example.com' })).rejects.toBe(other)
  const fake = Object.assign(new Error('x'), { name: 'EmailThrottleError', retryAfterSeconds: 'soon' })
  held.frame.connectEmail = () => Promise.reject(fake)
  await expect(startEmailLogin(appKit, { email: 'ada@example.com' })).rejects.toBe(fake)
})

test("a new code clears the last one's error; a pasted code loses its spaces", async () => {
  const { appKit, held } = setup()
  const started = startEmailLogin(appKit, { email: 'ada@example.com' })
  held.release().email?.('VERIFY_OTP')
  await started
  const wrong = submitEmailOtp(appKit, { otp: '000000' })
  held.release().otp?.(new Error('Invalid code'))
  await expect(wrong).rejects.toThrow('Invalid code')
  expect((appKit.store.get(emailLoginAtom(appKit)).error as Error).message).toBe('Invalid code')
  const pasted = submitEmailOtp(appKit, { otp: ' 123 456\n' })
  expect(appKit.store.get(emailLoginAtom(appKit)).error).toBeUndefined()
  expect(held.calls.at(-1)).toBe('otp:123456')
  held.release().otp?.()
  await pasted
  // Only whitespace is no code: refused before the frame is asked.
  const before = held.calls.length
  await expect(submitEmailOtp(appKit, { otp: ' \n ' })).rejects.toThrow()
  expect(held.calls.length).toBe(before)
})

test('available only with features.email on and a frame client attached, and no longer once detached', () => {
  const { appKit: off } = createTestAppKit({ features: { email: false } })
  createEmbeddedApproval().attach(off, heldFrame().frame)
  expect(off.store.get(emailLoginAvailableAtom(off))).toBe(false)

  const { appKit } = createTestAppKit({})
  expect(appKit.store.get(emailLoginAvailableAtom(appKit))).toBe(false)
  const detach = createEmbeddedApproval().attach(appKit, heldFrame().frame)
  expect(appKit.store.get(emailLoginAvailableAtom(appKit))).toBe(true)
  detach()
  expect(appKit.store.get(emailLoginAvailableAtom(appKit))).toBe(false)
})

test('the rules load with the first login: a double submit in that tick still sends one mail', async () => {
  const { appKit, held } = setup()
  const first = startEmailLogin(appKit, { email: 'ada@example.com' })
  const again = startEmailLogin(appKit, { email: 'ada@example.com' })
  await tick()
  held.release().email?.('VERIFY_OTP')
  expect(await first).toBe('verifyOtp')
  expect(await again).toBe('verifyOtp')
  expect(held.calls).toEqual(['email:ada@example.com'])
})

test('Back or closing the modal during the device wait cancels it: a late approval changes nothing', async () => {
  for (const leave of ['back', 'close'] as const) {
    const { appKit, held, step } = setup()
    appKit.store.set(appKit.atoms.modalOpen, true)
    const started = startEmailLogin(appKit, { email: 'ada@example.com' })
    held.release().email?.('VERIFY_DEVICE')
    await tick()
    // The modal follows the login onto the device view.
    appKit.store.set(appKit.atoms.router, { history: ['Connect', 'EmailVerifyDevice'], data: undefined })
    expect(step()).toBe('verifyDevice')
    if (leave === 'back') appKit.store.set(appKit.atoms.router, { history: ['Connect'], data: undefined })
    else appKit.store.set(appKit.atoms.modalOpen, false)
    expect(appKit.store.get(emailLoginAtom(appKit))).toEqual({ step: 'idle' })
    held.release().device?.()
    expect(await started).toBe('idle')
    expect(appKit.store.get(emailLoginAtom(appKit))).toEqual({ step: 'idle' })
    await expect(submitEmailOtp(appKit, { otp: '123456' })).rejects.toThrow(
      'No email login is waiting for a code',
    )
  }
})

test("an app's own login form (the modal never on the login's views) is not cancelled by the modal", async () => {
  const { appKit, held, step } = setup()
  const started = startEmailLogin(appKit, { email: 'ada@example.com' })
  held.release().email?.('VERIFY_DEVICE')
  await tick()
  appKit.store.set(appKit.atoms.modalOpen, true)
  appKit.store.set(appKit.atoms.modalOpen, false)
  held.release().device?.()
  expect(await started).toBe('verifyOtp')
  expect(step()).toBe('verifyOtp')
})

test('a resend replaces the device wait: the first wait answering late changes nothing', async () => {
  const { appKit, held, step } = setup()
  const first = startEmailLogin(appKit, { email: 'ada@example.com' })
  held.release().email?.('VERIFY_DEVICE')
  await tick()
  const firstDevice = held.release().device
  const resent = startEmailLogin(appKit, { email: 'ada@example.com' })
  expect(step()).toBe('sending')
  held.release().email?.('VERIFY_DEVICE')
  await tick()
  const secondDevice = held.release().device
  expect(held.calls).toEqual(['email:ada@example.com', 'device', 'email:ada@example.com', 'device'])
  // The first wait's answer, held until after the resend.
  firstDevice?.()
  expect(await first).toBe('idle')
  expect(step()).toBe('verifyDevice')
  secondDevice?.()
  expect(await resent).toBe('verifyOtp')
  expect(step()).toBe('verifyOtp')
})

test('a resend inside the throttle is refused and the running device wait goes on', async () => {
  const { appKit, held, step } = setup()
  const first = startEmailLogin(appKit, { email: 'ada@example.com' })
  held.release().email?.('VERIFY_DEVICE')
  await tick()
  held.throttle(25)
  await expect(startEmailLogin(appKit, { email: 'ada@example.com' })).rejects.toThrow(
    'Please try again after 25 seconds',
  )
  expect(step()).toBe('verifyDevice')
  expect(held.calls).toEqual(['email:ada@example.com', 'device'])
  held.release().device?.()
  expect(await first).toBe('verifyOtp')
})

test('a disconnect resets the login: it starts again from idle and a late answer changes nothing', async () => {
  const { appKit, held, step } = setup()
  const started = startEmailLogin(appKit, { email: 'ada@example.com' })
  held.release().email?.('VERIFY_OTP')
  await started
  const code = submitEmailOtp(appKit, { otp: '123456' })
  held.release().otp?.()
  await code
  expect(step()).toBe('connected')

  // An app asks again while connected; the frame's device answer is held past the disconnect.
  const again = startEmailLogin(appKit, { email: 'ada@example.com' })
  held.release().email?.('VERIFY_DEVICE')
  await tick()
  expect(step()).toBe('verifyDevice')
  await disconnect(appKit)
  expect(appKit.store.get(emailLoginAtom(appKit))).toEqual({ step: 'idle' })
  held.release().device?.()
  expect(await again).toBe('idle')
  expect(step()).toBe('idle')

  const fresh = startEmailLogin(appKit, { email: 'bob@example.com' })
  expect(step()).toBe('sending')
  held.release().email?.('VERIFY_OTP')
  expect(await fresh).toBe('verifyOtp')
})

test('a code whose answer comes after Back is refused as cancelled and connects nothing', async () => {
  const { appKit, held, step } = setup()
  appKit.store.set(appKit.atoms.modalOpen, true)
  const started = startEmailLogin(appKit, { email: 'ada@example.com' })
  held.release().email?.('VERIFY_OTP')
  await started
  appKit.store.set(appKit.atoms.router, { history: ['Connect', 'EmailVerifyOtp'], data: undefined })
  const code = submitEmailOtp(appKit, { otp: '123456' })
  appKit.store.set(appKit.atoms.router, { history: ['Connect'], data: undefined })
  held.release().otp?.()
  await expect(code).rejects.toThrow('The email login was cancelled')
  expect(step()).toBe('idle')
  expect(getAccount(appKit).address).toBeUndefined()
})
