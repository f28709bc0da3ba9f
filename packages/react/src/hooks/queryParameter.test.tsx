import { connect, mock } from '@openappkit/core'
import { createTestAppKit, testAddress } from '@openappkit/testing/vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useBalance } from './useBalance.ts'
import { usePortfolio } from './usePortfolio.ts'

// The balance from the chain (the data service off), so every request is a call the mock adapter records.
async function connectedApp() {
  const adapter = mock({ balances: { [testAddress]: 25n * 10n ** 17n } })
  const { appKit } = createTestAppKit({ adapter, services: { blockchainApi: false } })
  await act(() => connect(appKit, { connectorId: 'mock' }))
  const balanceCalls = () => adapter.calls.filter((call) => call.method === 'getBalance').length
  return { appKit, balanceCalls }
}

test('query.select runs on the balance the hook returns, and its result is the data', async () => {
  const { appKit } = await connectedApp()
  const { result } = renderHook(
    () => useBalance({ query: { select: (balance) => `${balance?.formatted} ${balance?.symbol}` } }),
    { wrapper: wrapperFor(appKit) },
  )
  await waitFor(() => expect(result.current.data).toBe('2.5 ETH'))
})

test('query.enabled false holds the request back until it turns true', async () => {
  const { appKit, balanceCalls } = await connectedApp()
  const { result, rerender } = renderHook(({ enabled }) => usePortfolio({ query: { enabled } }), {
    wrapper: wrapperFor(appKit),
    initialProps: { enabled: false },
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(result.current.fetchStatus).toBe('idle')
  expect(balanceCalls()).toBe(0)
  rerender({ enabled: true })
  await waitFor(() => expect(result.current.data?.[0]?.symbol).toBe('ETH'))
  expect(balanceCalls()).toBe(1)
})

test('query.enabled true does not run a query the SDK cannot: no address, no request', async () => {
  const adapter = mock()
  const { appKit } = createTestAppKit({ adapter, services: { blockchainApi: false } })
  const { result } = renderHook(() => useBalance({ query: { enabled: true } }), {
    wrapper: wrapperFor(appKit),
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  // Run, it would have failed for want of an address: it stays pending, never fetched.
  expect(result.current.status).toBe('pending')
  expect(result.current.fetchStatus).toBe('idle')
  expect(result.current.failureCount).toBe(0)
  expect(adapter.calls.filter((call) => call.method === 'getBalance')).toEqual([])
})

test('a query.enabled function is asked too, beside the SDK’s own condition', async () => {
  const { appKit, balanceCalls } = await connectedApp()
  const asked: unknown[] = []
  const { result } = renderHook(
    () =>
      useBalance({
        query: {
          enabled: (query) => {
            asked.push(query.queryKey)
            return false
          },
        },
      }),
    { wrapper: wrapperFor(appKit) },
  )
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(asked.length).toBeGreaterThan(0)
  expect(result.current.fetchStatus).toBe('idle')
  expect(balanceCalls()).toBe(0)
})
