import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Clock } from '../timing/clock'
import { createMemoryStorage, createStorage } from './createStorage'
import { addressCacheEntry } from './storageSchemas'

afterEach(() => {
  vi.restoreAllMocks()
})

const fakeClock = (start = 0): Clock & { time: number } => {
  const clock = {
    time: start,
    now: () => clock.time,
    setTimeout: () => 0,
    clearTimeout: () => {},
  }
  return clock
}

describe('createStorage', () => {
  test('round-trips every kind of value under a prefixed key', () => {
    const backend = createMemoryStorage()
    const storage = createStorage({ storage: backend })
    storage.set('activeCaipNetworkId', 'eip155:137')
    storage.set('connectedNamespaces', ['eip155', 'solana'])
    storage.set('emailLoginUsed', true)
    storage.set('lastEmailLoginTime', 123)
    expect(storage.get('activeCaipNetworkId')).toBe('eip155:137')
    expect(storage.get('connectedNamespaces')).toEqual(['eip155', 'solana'])
    expect(storage.get('emailLoginUsed')).toBe(true)
    expect(backend.data.get('@openappkit/lastEmailLoginTime')).toBe('123')
    storage.remove('emailLoginUsed')
    expect(storage.get('emailLoginUsed')).toBeUndefined()
  })

  test('bad stored data reads as absent and is dropped, with a console note', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const backend = createMemoryStorage({
      '@openappkit/activeCaipNetworkId': '"not-a-caip-id"',
      '@openappkit/connectedNamespaces': '{broken json',
      '@openappkit/activeNamespace': '"tron"',
    })
    const storage = createStorage({ storage: backend })
    expect(storage.get('activeCaipNetworkId')).toBeUndefined()
    expect(storage.get('connectedNamespaces')).toBeUndefined()
    expect(storage.get('activeNamespace')).toBeUndefined()
    expect(backend.data.size).toBe(0)
    expect(warn).toHaveBeenCalledTimes(3)
  })

  test('backend failures are swallowed with a console note', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('nope')
      },
    }
    const storage = createStorage({ storage: failing })
    expect(() => storage.set('email', 'a@b.co')).not.toThrow()
    expect(storage.get('email')).toBeUndefined()
    expect(() => storage.remove('email')).not.toThrow()
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[openappkit] storage write of "email" failed; continuing without it.',
      '[openappkit] storage read of "email" failed; continuing without it.',
      '[openappkit] storage removal of "email" failed; continuing without it.',
    ])
  })

  test('storage: null keeps nothing', () => {
    const storage = createStorage({ storage: null })
    storage.set('email', 'a@b.co')
    expect(storage.get('email')).toBeUndefined()
  })

  test('the default backend is looked up on first use, not at creation', () => {
    const backend = createMemoryStorage()
    const storage = createStorage()
    vi.stubGlobal('localStorage', backend)
    storage.set('walletId', 'metamask')
    expect(backend.data.get('@openappkit/walletId')).toBe('"metamask"')
    vi.unstubAllGlobals()
  })

  test('recent wallets keep 2, newest first, without duplicates', () => {
    const storage = createStorage({ storage: createMemoryStorage() })
    storage.addRecentWallet({ id: 'a', name: 'A' })
    storage.addRecentWallet({ id: 'b', name: 'B' })
    storage.addRecentWallet({ id: 'c', name: 'C' })
    expect(storage.get('recentWallets')?.map((w) => w.id)).toEqual(['c', 'b'])
    storage.addRecentWallet({ id: 'b', name: 'B' })
    expect(storage.get('recentWallets')?.map((w) => w.id)).toEqual(['b', 'c'])
  })

  test('connection status and connected namespaces per namespace', () => {
    const storage = createStorage({ storage: createMemoryStorage() })
    storage.setConnectionStatus('eip155', 'connected')
    storage.setConnectionStatus('solana', 'disconnected')
    expect(storage.getConnectionStatus('eip155')).toBe('connected')
    expect(storage.getConnectionStatus('solana')).toBe('disconnected')
    expect(storage.getConnectionStatus('bip122')).toBeUndefined()
    storage.addConnectedNamespace('eip155')
    storage.addConnectedNamespace('eip155')
    storage.addConnectedNamespace('solana')
    storage.removeConnectedNamespace('eip155')
    expect(storage.get('connectedNamespaces')).toEqual(['solana'])
  })

  test('smart-account networks are stored comma-joined', () => {
    const backend = createMemoryStorage()
    const storage = createStorage({ storage: backend })
    expect(storage.getSmartAccountEnabledNetworks()).toEqual([])
    storage.setSmartAccountEnabledNetworks([1, 137])
    expect(backend.data.get('@openappkit/smartAccountEnabledNetworks')).toBe('"1,137"')
    expect(storage.getSmartAccountEnabledNetworks()).toEqual(['1', '137'])
  })

  test('caches expire and clear together', () => {
    const clock = fakeClock(1000)
    const storage = createStorage({ storage: createMemoryStorage(), clock })
    storage.setCached('nativeBalanceCache', '0xabc', { balance: '1.5', symbol: 'ETH' })
    storage.setCached('nameCache', '0xabc', { name: 'alice.reown.id' })
    clock.time = 1000 + 29_999
    expect(storage.getCached('nativeBalanceCache', '0xabc', 30_000)).toEqual({
      balance: '1.5',
      symbol: 'ETH',
    })
    clock.time = 1000 + 30_000
    expect(storage.getCached('nativeBalanceCache', '0xabc', 30_000)).toBeUndefined()
    expect(storage.getCached('nameCache', '0xabc', 300_000)).toEqual({ name: 'alice.reown.id' })
    storage.clearAddressCaches()
    expect(storage.getCached('nameCache', '0xabc', 300_000)).toBeUndefined()
  })

  test("clearing one namespace's caches keeps the others' entries", () => {
    const backend = createMemoryStorage()
    const storage = createStorage({ storage: backend })
    const evm = addressCacheEntry('eip155', '0xabc')
    const sol = addressCacheEntry('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '7xKX')
    expect([evm, sol]).toEqual(['eip155:0xabc', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7xKX'])
    storage.setCached('nameCache', evm, { name: 'alice.reown.id' })
    storage.setCached('nativeBalanceCache', evm, { balance: '1', symbol: 'ETH' })
    storage.setCached('nativeBalanceCache', sol, { balance: '2', symbol: 'SOL' })
    storage.clearAddressCaches('solana')
    expect(storage.getCached('nativeBalanceCache', sol, 30_000)).toBeUndefined()
    expect(storage.getCached('nativeBalanceCache', evm, 30_000)).toEqual({ balance: '1', symbol: 'ETH' })
    expect(storage.getCached('nameCache', evm, 300_000)).toEqual({ name: 'alice.reown.id' })
    storage.clearAddressCaches('eip155')
    expect(backend.data.has('@openappkit/nativeBalanceCache')).toBe(false)
    expect(backend.data.has('@openappkit/nameCache')).toBe(false)
  })
})
