import { createEmbeddedApproval, mock } from '@openappkit/core'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useEmailLogin } from './useEmailLogin.ts'

test('the steps of an email login as core moves them, through to the AUTH connector', async () => {
  const { appKit } = createTestAppKit({
    adapter: mock({ connectors: [{ id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }] }),
  })
  let releaseEmail!: () => void
  const frame = {
    frameUrl: 'https://secure.walletconnect.org/sdk',
    rejectRpcRequests: vi.fn(),
    secondsToNextEmailLogin: () => 0,
    connectEmail: () =>
      new Promise<{ action: 'VERIFY_OTP' }>((resolve) => {
        releaseEmail = () => resolve({ action: 'VERIFY_OTP' })
      }),
    connectDevice: async () => {},
    connectOtp: vi.fn(async () => {}),
  }
  createEmbeddedApproval().attach(appKit, frame)
  const { result } = renderHook(() => useEmailLogin(), { wrapper: wrapperFor(appKit) })
  expect(result.current.step).toBe('idle')
  let started: Promise<unknown> = Promise.resolve()
  act(() => {
    started = result.current.start('ada@example.com')
  })
  // The address rule loads with the first login (zod stays off the page's load path).
  await waitFor(() => expect(result.current).toMatchObject({ step: 'sending', email: 'ada@example.com' }))
  await act(async () => {
    releaseEmail()
    await started
  })
  expect(result.current.step).toBe('verifyOtp')
  await act(() => result.current.submitOtp('123456'))
  expect(frame.connectOtp).toHaveBeenCalledWith({ otp: '123456' })
  await waitFor(() => expect(result.current.step).toBe('connected'))
  act(() => result.current.reset())
  expect(result.current.step).toBe('idle')
})
