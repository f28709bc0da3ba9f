import { connect, mock, UserRejectedRequestError } from '@openappkit/core'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useCallsStatus } from './useCallsStatus.ts'
import { useSendCalls } from './useSendCalls.ts'

const token = '0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F'
const calls = [
  { to: token, data: '0x095ea7b3' },
  { to: token, data: '0xa9059cbb' },
]

function useBatch() {
  const send = useSendCalls()
  return { send, status: useCallsStatus({ id: send.data?.id }) }
}

test('an atomic batch: the id, then the status read again while pending until it is success', async () => {
  const { appKit, adapter } = createTestAppKit({ adapter: mock({ features: { capabilities: true } }) })
  await connect(appKit, { connectorId: 'mock' })
  const { result } = renderHook(useBatch, { wrapper: wrapperFor(appKit) })
  expect(result.current.status.fetchStatus).toBe('idle')
  act(() => result.current.send.sendCalls({ calls }))
  await waitFor(() => expect(result.current.send.data).toMatchObject({ id: 'mock-calls-1', atomic: true }))
  expect(result.current.send.progress).toEqual({ done: 2, total: 2 })
  await waitFor(() => expect(result.current.status.data?.status).toBe('pending'))
  await waitFor(() => expect(result.current.status.data?.status).toBe('success'), { timeout: 3_000 })
  expect(result.current.status.data?.receipts).toHaveLength(1)
  const reads = adapter.calls.filter((c) => c.method === 'getCallsStatus').length
  expect(reads).toBe(2)
})

test('one call at a time: progress counts each call sent; a refusal of the second is the error, the first stays sent', async () => {
  const { appKit, adapter } = createTestAppKit({
    adapter: mock({ features: { capabilities: 'sequential' } }),
  })
  await connect(appKit, { connectorId: 'mock' })
  const second = adapter.hold('sendTransaction')
  second.release()
  const refusal = adapter.hold('sendTransaction')
  const { result } = renderHook(useBatch, { wrapper: wrapperFor(appKit) })
  act(() => result.current.send.sendCalls({ calls }))
  await waitFor(() => expect(result.current.send.progress).toEqual({ done: 1, total: 2 }))
  expect(result.current.send.isPending).toBe(true)
  act(() => refusal.fail(new UserRejectedRequestError()))
  await waitFor(() =>
    expect(result.current.send.error).toMatchObject({
      shortMessage: 'The batch stopped before all its calls were sent',
      details: '1 of 2 calls were sent; the others were not',
    }),
  )
  expect(result.current.send.progress).toEqual({ done: 1, total: 2 })
  act(() => result.current.send.reset())
  await waitFor(() => expect(result.current.send.progress).toBeUndefined())
})

test('an id the wallet does not know is an error at once, not retried', async () => {
  const { appKit, adapter } = createTestAppKit({ adapter: mock({ features: { capabilities: true } }) })
  await connect(appKit, { connectorId: 'mock' })
  const { result } = renderHook(() => useCallsStatus({ id: '0xdead' }), { wrapper: wrapperFor(appKit) })
  await waitFor(() =>
    expect(result.current.error).toMatchObject({ shortMessage: 'The wallet does not know this batch' }),
  )
  expect(adapter.calls.filter((c) => c.method === 'getCallsStatus')).toHaveLength(1)
})
