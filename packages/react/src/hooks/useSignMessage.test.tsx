import { connect, mock, UserRejectedRequestError } from '@openappkit/core'
import { createTestAppKit, testAddress } from '@openappkit/testing/vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useSignMessage } from './useSignMessage.ts'

test('signs with the connected account and keeps the outcome', async () => {
  const { appKit, adapter } = createTestAppKit()
  await connect(appKit, { connectorId: 'mock' })
  const { result } = renderHook(() => useSignMessage(), { wrapper: wrapperFor(appKit) })
  let signed: Awaited<ReturnType<typeof result.current.signMessageAsync>> | undefined
  await act(async () => {
    signed = await result.current.signMessageAsync({ message: 'hello' })
  })
  expect(signed).toMatchObject({ address: testAddress, namespace: 'eip155' })
  await waitFor(() => expect(result.current.data?.signature).toBe(signed?.signature))
  expect(adapter.calls.filter((c) => c.method === 'signMessage')).toHaveLength(1)
})

test('a refusal lands in error as UserRejectedRequestError; reset clears it', async () => {
  const { appKit } = createTestAppKit({
    adapter: mock({ features: { signMessageError: new UserRejectedRequestError() } }),
  })
  await connect(appKit, { connectorId: 'mock' })
  const { result } = renderHook(() => useSignMessage(), { wrapper: wrapperFor(appKit) })
  act(() => result.current.signMessage({ message: 'hello' }))
  await waitFor(() => expect(result.current.error).toBeInstanceOf(UserRejectedRequestError))
  act(() => result.current.reset())
  await waitFor(() => expect(result.current.error).toBeNull())
})
