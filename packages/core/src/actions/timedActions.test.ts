import { createTestAppKit } from '@openappkit/testing/vitest'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { queryKeys } from '../queries/queryKeys.ts'
import { connect } from './connect.ts'
import { getAccount } from './getAccount.ts'
import { getModalState } from './getModalState.ts'
import { getSendState } from './getSendState.ts'
import { handleUnknownRpcMethod } from './handleUnknownRpcMethod.ts'
import { refreshBalance } from './refreshBalance.ts'
import { setAuthHooks } from './setAuthHooks.ts'
import { showToast } from './showToast.ts'

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('toast replacement', () => {
  test('no toast open: shown at once', async () => {
    const { appKit } = createTestAppKit()
    await showToast(appKit, { message: 'Copied', variant: 'success' })
    expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
      message: 'Copied',
      variant: 'success',
      open: true,
      autoClose: true,
    })
  })

  test('one open: closed, then the new one 150 ms later', async () => {
    const { appKit } = createTestAppKit()
    await showToast(appKit, { message: 'First', variant: 'loading' })
    const shown = showToast(appKit, { message: 'Second', variant: 'error' })
    expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({ message: 'First', open: false })
    await vi.advanceTimersByTimeAsync(149)
    expect(appKit.store.get(appKit.atoms.toast).open).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await shown
    expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
      message: 'Second',
      variant: 'error',
      open: true,
    })
  })
})

test('unknown RPC method: opens, logs, then after 300 ms shows the error and rejects pending requests', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const { appKit } = createTestAppKit({ adapters: [mock()] })
  const rejectPendingRequests = vi.fn()
  setAuthHooks(appKit, { rejectPendingRequests })
  const done = handleUnknownRpcMethod(appKit, 'eth_sign')
  expect(getModalState(appKit).open).toBe(true)
  expect(console.error).toHaveBeenCalledWith('[openappkit] unsupported RPC method "eth_sign"')
  await vi.advanceTimersByTimeAsync(299)
  expect(appKit.store.get(appKit.atoms.toast).open).toBe(false)
  expect(rejectPendingRequests).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  await done
  expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
    message: 'Requested RPC call is not allowed',
    variant: 'error',
  })
  expect(rejectPendingRequests).toHaveBeenCalledTimes(1)
})

describe('balance refresh', () => {
  test('reads the balance again into the portfolio query the UI reads, and nothing else', async () => {
    const adapter = mock({ balances: { '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266': 2n * 10n ** 18n } })
    const { appKit } = createTestAppKit({ adapters: [adapter], services: { blockchainApi: false } })
    await connect(appKit, { connectorId: 'mock' })
    const before = getAccount(appKit)
    expect(await refreshBalance(appKit)).toBe(true)
    const key = queryKeys.portfolio({ address: before.address, caipNetworkId: 'eip155:1' })
    expect(appKit.queryClient.getQueryData(key)).toEqual([
      expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: '2' } }),
    ])
    expect(getAccount(appKit)).toEqual(before)
  })

  test('after a failure retries are blocked for 30 s', async () => {
    const { appKit } = createTestAppKit({
      adapters: [mock({ features: { balanceError: true } })],
      services: { blockchainApi: false },
    })
    await connect(appKit, { connectorId: 'mock' })
    expect(await refreshBalance(appKit)).toBe(false)
    expect(getSendState(appKit).lastRetry).toBe(Date.now())
    expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
      message: 'Token Balance Unavailable',
      variant: 'error',
    })
    const adapter = appKit.adapters.eip155 as ReturnType<typeof mock>
    const attempts = () => adapter.calls.filter((c) => c.method === 'getBalance').length
    expect(attempts()).toBe(1)
    vi.advanceTimersByTime(29_999)
    expect(await refreshBalance(appKit)).toBe(false)
    expect(attempts()).toBe(1)
    vi.advanceTimersByTime(1)
    await refreshBalance(appKit)
    expect(attempts()).toBe(2)
  })
})
