import { describe, expect, test, vi } from 'vitest'
import { createTestAppKit } from '../../test/createTestAppKit'
import { mock } from '../adapters/mock'
import { createMemoryStorage } from '../storage/createStorage'
import { getAccount } from './getAccount'
import { getConnectionStatus } from './getConnectionStatus'
import { statusOnLoad } from './reconnect'

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
    const appKit = createTestAppKit({ adapters: [adapter], storage: stored('connected') })
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
    const appKit = createTestAppKit({ adapters: [mock({ features: { reconnect: false } })], storage })
    await appKit.ready
    expect(getConnectionStatus(appKit, 'eip155')).toBe('disconnected')
    expect(appKit.storage.get('connections')).toEqual({})
    expect(appKit.storage.getConnectionStatus('eip155')).toBe('disconnected')
  })

  test('a failed sync sets disconnected', async () => {
    const appKit = createTestAppKit({
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

  test('stored disconnected clears the address caches and does not sync', async () => {
    const adapter = mock()
    const cache = JSON.stringify({ '0xabc': { timestamp: 0, value: { balance: '1', symbol: 'ETH' } } })
    const storage = stored('disconnected', {
      '@openappkit/nativeBalanceCache': cache,
      '@openappkit/nameCache': JSON.stringify({ '0xabc': { timestamp: 0, value: { name: 'a' } } }),
      '@openappkit/email': '"kept@example.com"',
    })
    const appKit = createTestAppKit({ adapters: [adapter], storage })
    await appKit.ready
    expect(getConnectionStatus(appKit, 'eip155')).toBe('disconnected')
    expect(adapter.calls).toEqual([])
    expect(storage.data.has('@openappkit/nativeBalanceCache')).toBe(false)
    expect(storage.data.has('@openappkit/nameCache')).toBe(false)
    expect(storage.data.get('@openappkit/email')).toBe('"kept@example.com"')
  })

  test('nothing stored: disconnected, no sync', async () => {
    const adapter = mock()
    const appKit = createTestAppKit({ adapters: [adapter] })
    await appKit.ready
    expect(getConnectionStatus(appKit, 'eip155')).toBe('disconnected')
    expect(adapter.calls).toEqual([])
  })
})
