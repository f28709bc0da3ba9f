import { createTestAppKit } from '@openappkit/testing/vitest'
import { expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.ts'
import { disconnect } from '../actions/disconnect.ts'
import { updateAccount } from '../actions/updateAccount.ts'
import { mock } from '../adapters/mock.ts'
import { EmailThrottleError } from '../errors/domain.ts'
import { createEmbeddedApproval } from './embeddedApproval.ts'
import {
  emailUpdateAtom,
  emailUpdateAvailableAtom,
  resendEmailUpdate,
  resetEmailUpdate,
  startEmailUpdate,
  submitEmailUpdateOtp,
} from './updateEmail.ts'

/** A frame whose email-change answers are scripted: the codes it takes, the action it asks for. */
function fakeFrame(action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' = 'VERIFY_PRIMARY_OTP') {
  const calls: string[] = []
  let wait = 0
  let newEmail = ''
  const frame = {
    frameUrl: 'https://secure.walletconnect.org/sdk',
    rejectRpcRequests: vi.fn(),
    secondsToNextEmailLogin: () => wait,
    connectEmail: async () => ({ action: 'VERIFY_OTP' as const }),
    connectDevice: async () => undefined,
    connectOtp: async () => undefined,
    updateEmail: async ({ email }: { email: string }) => {
      calls.push(`update:${email}`)
      newEmail = email.toLowerCase()
      return { action }
    },
    updateEmailPrimaryOtp: async ({ otp }: { otp: string }) => {
      calls.push(`primary:${otp}`)
      if (otp !== '111111') throw new Error('Invalid code')
    },
    updateEmailSecondaryOtp: async ({ otp }: { otp: string }) => {
      calls.push(`secondary:${otp}`)
      if (otp !== '222222') throw new Error('Invalid code')
      return { newEmail }
    },
  }
  return { frame, calls, throttle: (seconds: number) => (wait = seconds) }
}

const authConnector = (chain: 'eip155' | 'solana') => ({
  id: 'auth',
  type: 'AUTH' as const,
  name: 'Email',
  chain,
})

async function setup(
  options: { action?: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'; login?: boolean } = {},
) {
  const { appKit } = createTestAppKit({
    adapters: [
      mock({ connectors: [authConnector('eip155')] }),
      mock({ namespace: 'solana', connectors: [authConnector('solana')] }),
    ],
    features: { email: true },
  })
  const fake = fakeFrame(options.action)
  createEmbeddedApproval().attach(appKit, fake.frame)
  if (options.login !== false) {
    // What an email login leaves: both namespaces on the AUTH connector, the user's email in state.
    for (const namespace of ['eip155', 'solana'] as const) {
      await connect(appKit, { connectorId: 'auth', namespace })
      updateAccount(appKit, namespace, { user: { email: 'old@example.com' } })
    }
  }
  const state = () => appKit.store.get(emailUpdateAtom(appKit))
  const emails = () =>
    (['eip155', 'solana'] as const).map((n) => appKit.store.get(appKit.atoms.account(n)).user?.email)
  return { appKit, ...fake, state, emails }
}

test('a code to the current email, then one to the new: the new email is the user of both namespaces', async () => {
  const { appKit, calls, state, emails } = await setup()
  expect(appKit.store.get(emailUpdateAvailableAtom(appKit))).toBe(true)
  expect(await startEmailUpdate(appKit, { email: 'New@Example.com' })).toBe('verifyPrimaryOtp')
  expect(state()).toMatchObject({
    step: 'verifyPrimaryOtp',
    currentEmail: 'old@example.com',
    email: 'New@Example.com',
  })
  expect(await submitEmailUpdateOtp(appKit, { otp: ' 111 111\n' })).toBe('verifySecondaryOtp')
  expect(emails()).toEqual(['old@example.com', 'old@example.com'])
  expect(await submitEmailUpdateOtp(appKit, { otp: '222222' })).toBe('updated')
  expect(calls).toEqual(['update:New@Example.com', 'primary:111111', 'secondary:222222'])
  expect(emails()).toEqual(['new@example.com', 'new@example.com'])
  expect(state()).toEqual({ step: 'updated', currentEmail: 'new@example.com', email: 'new@example.com' })
})

test('a frame that asks for the new address only goes straight to its code', async () => {
  const { appKit, emails } = await setup({ action: 'VERIFY_SECONDARY_OTP' })
  expect(await startEmailUpdate(appKit, { email: 'new@example.com' })).toBe('verifySecondaryOtp')
  expect(await submitEmailUpdateOtp(appKit, { otp: '222222' })).toBe('updated')
  expect(emails()).toEqual(['new@example.com', 'new@example.com'])
})

test('a wrong code keeps the step with the error and changes no email; a resend starts over', async () => {
  const { appKit, calls, state, emails } = await setup()
  await startEmailUpdate(appKit, { email: 'new@example.com' })
  await expect(submitEmailUpdateOtp(appKit, { otp: '999999' })).rejects.toThrow('Invalid code')
  expect(state().step).toBe('verifyPrimaryOtp')
  expect((state().error as Error).message).toBe('Invalid code')
  await submitEmailUpdateOtp(appKit, { otp: '111111' })
  expect(state().error).toBeUndefined()
  // A resend on the new address's step starts over at the current address's code.
  expect(await resendEmailUpdate(appKit)).toBe('verifyPrimaryOtp')
  expect(calls.filter((c) => c.startsWith('update:'))).toEqual([
    'update:new@example.com',
    'update:new@example.com',
  ])
  await submitEmailUpdateOtp(appKit, { otp: '111111' })
  // The current address's code again (replayed) is not the new address's.
  await expect(submitEmailUpdateOtp(appKit, { otp: '111111' })).rejects.toThrow('Invalid code')
  expect(state().step).toBe('verifySecondaryOtp')
  expect(emails()).toEqual(['old@example.com', 'old@example.com'])
})

test('refused before the frame is asked: no login, the same email, an invalid one, the throttle, no code step', async () => {
  const loggedOut = await setup({ login: false })
  expect(loggedOut.appKit.store.get(emailUpdateAvailableAtom(loggedOut.appKit))).toBe(false)
  await expect(startEmailUpdate(loggedOut.appKit, { email: 'new@example.com' })).rejects.toThrow(
    'Log in with your email first to change it',
  )
  await expect(submitEmailUpdateOtp(loggedOut.appKit, { otp: '111111' })).rejects.toThrow(
    'Log in with your email first to change it',
  )
  expect(loggedOut.calls).toEqual([])

  const { appKit, calls, state, throttle } = await setup()
  await expect(startEmailUpdate(appKit, { email: 'OLD@example.com' })).rejects.toThrow(
    'The new email is the same as the current one',
  )
  await expect(startEmailUpdate(appKit, { email: 'not an email' })).rejects.toThrow('Invalid email address')
  await expect(submitEmailUpdateOtp(appKit, { otp: '111111' })).rejects.toThrow(
    'No email change is waiting for a code',
  )
  await expect(resendEmailUpdate(appKit)).rejects.toThrow('No email change to send again')
  throttle(12)
  const throttled = await startEmailUpdate(appKit, { email: 'new@example.com' }).catch((e: unknown) => e)
  expect(throttled).toBeInstanceOf(EmailThrottleError)
  expect((throttled as EmailThrottleError).retryAfterSeconds).toBe(12)
  expect(calls).toEqual([])
  expect(state()).toEqual({ step: 'idle' })
})

test('after a disconnect the change cannot go on; a reset starts over', async () => {
  const { appKit, state } = await setup()
  await startEmailUpdate(appKit, { email: 'new@example.com' })
  await disconnect(appKit)
  expect(appKit.store.get(emailUpdateAvailableAtom(appKit))).toBe(false)
  await expect(submitEmailUpdateOtp(appKit, { otp: '111111' })).rejects.toThrow(
    'Log in with your email first to change it',
  )
  resetEmailUpdate(appKit)
  expect(state()).toEqual({ step: 'idle' })
})
