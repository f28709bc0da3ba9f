import { createTestAppKit } from '@openappkit/testing/vitest'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.ts'
import { getPortfolio } from '../actions/getPortfolio.ts'
import { getSendState } from '../actions/getSendState.ts'
import { refreshBalance } from '../actions/refreshBalance.ts'
import { mock } from '../adapters/mock.ts'
import { BalanceRetryBlockedError } from '../errors/rest.ts'
import { mainnet } from '../networks/evmNetworks.ts'
import { withBalanceRetryBlock } from './withBalanceRetryBlock.ts'

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('withBalanceRetryBlock', () => {
  test('a failure: lastRetry, an error event, the toast, and the error rethrown', async () => {
    const { appKit } = createTestAppKit()
    const onError = vi.fn()
    appKit.emitter.on('error', onError)
    const failure = new Error('down')
    await expect(withBalanceRetryBlock(appKit, () => Promise.reject(failure))).rejects.toBe(failure)
    expect(getSendState(appKit).lastRetry).toBe(1_000_000)
    expect(onError).toHaveBeenCalledWith({ error: failure, source: 'balance' })
    expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
      message: 'Token Balance Unavailable',
      variant: 'error',
      open: true,
    })
  })

  test('no fetch for 30 s after a failure; then a success clears lastRetry', async () => {
    const { appKit } = createTestAppKit()
    await expect(withBalanceRetryBlock(appKit, () => Promise.reject(new Error('down')))).rejects.toThrow()
    const fetch = vi.fn(() => Promise.resolve(1))
    vi.advanceTimersByTime(10_000)
    await expect(withBalanceRetryBlock(appKit, fetch)).rejects.toMatchObject({
      name: 'BalanceRetryBlockedError',
      retryAfterMs: 20_000,
    })
    vi.advanceTimersByTime(19_999)
    await expect(withBalanceRetryBlock(appKit, fetch)).rejects.toBeInstanceOf(BalanceRetryBlockedError)
    expect(fetch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(await withBalanceRetryBlock(appKit, fetch)).toBe(1)
    expect(getSendState(appKit).lastRetry).toBeUndefined()
  })

  test('an aborted fetch is not a failure', async () => {
    const { appKit } = createTestAppKit()
    const controller = new AbortController()
    controller.abort()
    await expect(
      withBalanceRetryBlock(appKit, () => Promise.reject(new Error('aborted')), {
        signal: controller.signal,
      }),
    ).rejects.toThrow('aborted')
    expect(getSendState(appKit).lastRetry).toBeUndefined()
    expect(appKit.store.get(appKit.atoms.toast).open).toBe(false)
  })

  test('refreshBalance and getPortfolio share one block', async () => {
    const adapter = mock({ features: { balanceError: true } })
    const { appKit } = createTestAppKit({ adapters: [adapter], services: { blockchainApi: false } })
    await connect(appKit, { connectorId: 'mock' })
    expect(await refreshBalance(appKit)).toBe(false)
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    await expect(getPortfolio(appKit, { address, network: mainnet })).rejects.toBeInstanceOf(
      BalanceRetryBlockedError,
    )
    expect(adapter.calls.filter((call) => call.method === 'getBalance')).toHaveLength(1)
  })
})
