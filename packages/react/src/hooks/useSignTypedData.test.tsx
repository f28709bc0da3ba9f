import { connect, mock, UserRejectedRequestError } from '@openappkit/core'
import { createTestAppKit, testAddress } from '@openappkit/testing/vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useSignTypedData } from './useSignTypedData.ts'

const mail = {
  domain: { name: 'Mail', version: '1', chainId: 1 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'gm' },
}

test('signs typed data with the connected account and keeps the outcome', async () => {
  const { appKit, adapter } = createTestAppKit()
  await connect(appKit, { connectorId: 'mock' })
  const { result } = renderHook(() => useSignTypedData(), { wrapper: wrapperFor(appKit) })
  let signed: Awaited<ReturnType<typeof result.current.signTypedDataAsync>> | undefined
  await act(async () => {
    signed = await result.current.signTypedDataAsync(mail)
  })
  expect(signed).toMatchObject({ address: testAddress, namespace: 'eip155' })
  await waitFor(() => expect(result.current.data?.signature).toBe(signed?.signature))
  expect(adapter.calls.filter((c) => c.method === 'signTypedData')).toHaveLength(1)
})

test('on Solana it fails with what to use instead, and no wallet is asked', async () => {
  const sol = mock({ namespace: 'solana' })
  const { appKit } = createTestAppKit({ adapters: [mock(), sol] })
  await connect(appKit, { connectorId: 'mock', namespace: 'solana' })
  const { result } = renderHook(() => useSignTypedData(), { wrapper: wrapperFor(appKit) })
  act(() => result.current.signTypedData({ ...mail, namespace: 'solana' }))
  await waitFor(() => expect(result.current.error?.message).toContain('use signMessage on solana'))
  expect(sol.calls.some((c) => c.method.startsWith('sign'))).toBe(false)
})

test('a refusal lands in error as UserRejectedRequestError; reset clears it', async () => {
  const { appKit } = createTestAppKit({
    adapter: mock({ features: { signTypedDataError: new UserRejectedRequestError() } }),
  })
  await connect(appKit, { connectorId: 'mock' })
  const { result } = renderHook(() => useSignTypedData(), { wrapper: wrapperFor(appKit) })
  act(() => result.current.signTypedData(mail))
  await waitFor(() => expect(result.current.error).toBeInstanceOf(UserRejectedRequestError))
  act(() => result.current.reset())
  await waitFor(() => expect(result.current.error).toBeNull())
})
