import { createTestAppKit } from '@openappkit/test-utils'
import { describe, expect, test, vi } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { getAccount } from './getAccount.ts'
import { getConnectionStatus } from './getConnectionStatus.ts'
import { statusOnLoad } from './reconnect.ts'

const stored = (status: string, extra: Record<string, string> = {}) =>
  createMemoryStorage({
    '@openappkit/connectionStatus': JSON.stringify({ eip155: status }),
    '@openappkit/connections': JSON.stringify({ eip155: { connectorId: 'mock' } }),
    ...extra,
  })

test('statusOnLoad: stored connected becomes connecting, anything else disconnected', () => {
  expect(statusOnLoad('connected')).toBe('connecting')
  expect(statusOnLoad('connecting')).toBe('connecting')
  expect(statusOnLoad('disconnected')).toBe('disconnected')
  expect(statusOnLoad(undefined)).toBe('disconnected')
})

describe('connection status on load', () => {
  test('stored connected → connecting at once → connected after the adapter sync', async () => {
    const adapter = mock()
    const { appKit } = createTestAppKit({ adapters: [adapter], storage: stored('connected') })
    expect(getConnectionStatus(appKit, 'eip155')).toBe('connecting')
    await appKit.ready
    expect(getAccount(appKit)).toMatchObject({
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      connectorId: 'mock',
    })
    expect(adapter.calls[0]).toMatchObject({ method: 'syncConnection', parameters: { connectorId: 'mock' } })
  })

  test('a sync that finds no session ends disconnected and forgets the connection', async () => {
    const storage = stored('connected')
    const { appKit } = createTestAppKit({ adapters: [mock({ features: { reconnect: false } })], storage })
    await appKit.ready
    expect(getConnectionStatus(appKit, 'eip155')).toBe('disconnected')
    expect(appKit.storage.get('connections')).toEqual({})
    expect(appKit.storage.getConnectionStatus('eip155')).toBe('disconnected')
  })

  test('a failed sync sets disconnected', async () => {
    const { appKit } = createTestAppKit({
      adapters: [mock({ features: { syncError: true } })],
      storage: stored('connected'),
    })
    const onError = vi.fn()
    appKit.emitter.on('error', onError)
    expect(getConnectionStatus(appKit, 'eip155')).toBe('connecting')
    await appKit.ready
    expect(getConnectionStatus(appKit, 'eip155')).toBe('disconnected')
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ source: 'syncConnection' }))
  })

  const caches = (entry: string) => ({
    '@openappkit/portfolioCache': JSON.stringify({ [`${entry}:1:0xabc`]: { timestamp: 0, value: [] } }),
    '@openappkit/nameCache': JSON.stringify({ [`${entry}:0xabc`]: { timestamp: 0, value: { name: 'a' } } }),
  })

  test('stored disconnected clears the address caches and does not sync', async () => {
    const adapter = mock()
    const storage = stored('disconnected', {
      ...caches('eip155'),
      '@openappkit/nativeBalanceCache': JSON.stringify({
        'eip155:1:0xabc': { timestamp: 0, value: { balance: '1', symbol: 'ETH' } },
      }),
      '@openappkit/email': '"kept@example.com"',
    })
    const { appKit } = createTestAppKit({ adapters: [adapter], storage })
    await appKit.ready
    expect(getConnectionStatus(appKit, 'eip155')).toBe('disconnected')
    expect(adapter.calls).toEqual([])
    expect(storage.data.has('@openappkit/portfolioCache')).toBe(false)
    expect(storage.data.has('@openappkit/nativeBalanceCache')).toBe(false)
    expect(storage.data.has('@openappkit/nameCache')).toBe(false)
    expect(storage.data.get('@openappkit/email')).toBe('"kept@example.com"')
  })

  test('stored connected keeps the caches', async () => {
    const storage = stored('connected', caches('eip155'))
    const before = new Map(storage.data)
    const { appKit } = createTestAppKit({ adapters: [mock()], storage })
    await appKit.ready
    expect(getConnectionStatus(appKit, 'eip155')).toBe('connected')
    expect(storage.data.get('@openappkit/portfolioCache')).toBe(before.get('@openappkit/portfolioCache'))
    expect(storage.data.get('@openappkit/nameCache')).toBe(before.get('@openappkit/nameCache'))
  })

  test("a namespace stored disconnected clears only its own addresses' caches", async () => {
    const portfolio = {
      'eip155:1:0xabc': { timestamp: 0, value: [] },
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7xKX': { timestamp: 0, value: [] },
    }
    const storage = createMemoryStorage({
      '@openappkit/connectionStatus': JSON.stringify({ eip155: 'connected', solana: 'disconnected' }),
      '@openappkit/connections': JSON.stringify({ eip155: { connectorId: 'mock' } }),
      '@openappkit/portfolioCache': JSON.stringify(portfolio),
      '@openappkit/nameCache': JSON.stringify({ 'eip155:0xabc': { timestamp: 0, value: { name: 'a' } } }),
    })
    const { appKit } = createTestAppKit({ adapters: [mock(), mock({ namespace: 'solana' })], storage })
    await appKit.ready
    expect(getConnectionStatus(appKit, 'eip155')).toBe('connected')
    expect(JSON.parse(storage.data.get('@openappkit/portfolioCache') ?? '')).toEqual({
      'eip155:1:0xabc': portfolio['eip155:1:0xabc'],
    })
    expect(storage.data.has('@openappkit/nameCache')).toBe(true)
  })

  test('nothing stored: disconnected, no sync', async () => {
    const adapter = mock()
    const { appKit } = createTestAppKit({ adapters: [adapter] })
    await appKit.ready
    expect(getConnectionStatus(appKit, 'eip155')).toBe('disconnected')
    expect(adapter.calls).toEqual([])
  })
})
