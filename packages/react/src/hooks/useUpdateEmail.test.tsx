import { connect, createEmbeddedApproval, mock } from '@openappkit/core'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useAccount } from './useAccount.ts'
import { useUpdateEmail } from './useUpdateEmail.ts'

test('the email change step by step, a wrong code shown, the new email in the account; resend asks again', async () => {
  const { appKit } = createTestAppKit({
    adapter: mock({ connectors: [{ id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }] }),
  })
  const frame = {
    frameUrl: 'https://secure.walletconnect.org/sdk',
    rejectRpcRequests: vi.fn(),
    secondsToNextEmailLogin: () => 0,
    connectEmail: async () => ({ action: 'VERIFY_OTP' as const }),
    connectDevice: async () => {},
    connectOtp: async () => {},
    updateEmail: vi.fn(async () => ({ action: 'VERIFY_PRIMARY_OTP' as const })),
    updateEmailPrimaryOtp: async ({ otp }: { otp: string }) => {
      if (otp !== '111111') throw new Error('Invalid code')
    },
    updateEmailSecondaryOtp: async () => ({ newEmail: 'new@example.com' }),
  }
  createEmbeddedApproval().attach(appKit, frame)
  const { result } = renderHook(() => ({ update: useUpdateEmail(), account: useAccount() }), {
    wrapper: wrapperFor(appKit),
  })
  expect(result.current.update.available).toBe(false)
  await act(async () => {
    await connect(appKit, { connectorId: 'auth' })
    // What the email login leaves: the frame's user on the account.
    appKit.store.set(appKit.atoms.account('eip155'), (a) => ({ ...a, user: { email: 'old@example.com' } }))
  })
  expect(result.current.update.available).toBe(true)

  await act(() => result.current.update.start('new@example.com'))
  expect(result.current.update).toMatchObject({ step: 'verifyPrimaryOtp', currentEmail: 'old@example.com' })
  await act(() => result.current.update.resend())
  expect(frame.updateEmail).toHaveBeenCalledTimes(2)
  expect(frame.updateEmail).toHaveBeenLastCalledWith({ email: 'new@example.com' })
  await act(() => result.current.update.submitOtp('000000').catch(() => {}))
  expect((result.current.update.error as Error).message).toBe('Invalid code')
  await act(() => result.current.update.submitOtp('111111'))
  expect(result.current.update.step).toBe('verifySecondaryOtp')
  await act(() => result.current.update.submitOtp('222222'))
  await waitFor(() => expect(result.current.update.step).toBe('updated'))
  expect(result.current.account.embeddedWalletInfo?.user?.email).toBe('new@example.com')
  act(() => result.current.update.reset())
  expect(result.current.update.step).toBe('idle')
})
