import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Clock } from '../timing/clock.ts'
import { createMemoryStorage, createStorage } from './createStorage.ts'
import { addressCacheEntry } from './storageSchemas.ts'

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

  describe('hostile or newer data: read entry by entry', () => {
    const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {})

    test('a connection status of an unknown kind drops only that entry', () => {
      const warn = warnings()
      const backend = createMemoryStorage({
        '@openappkit/connectionStatus': JSON.stringify({ eip155: 'connected', solana: 'half-connected' }),
      })
      const storage = createStorage({ storage: backend })
      expect(storage.getConnectionStatus('eip155')).toBe('connected')
      expect(storage.getConnectionStatus('solana')).toBeUndefined()
      expect(JSON.parse(backend.data.get('@openappkit/connectionStatus') as string)).toEqual({
        eip155: 'connected',
      })
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0]?.[0]).toBe(
        '[openappkit] storage read of "connectionStatus" dropped 1 bad entry; the others are kept.',
      )
      expect(String(warn.mock.calls[0]?.[1])).toContain('"solana"')
    })

    test("a newer version's namespace in connections survives a read-modify-write", () => {
      const warn = warnings()
      const backend = createMemoryStorage({
        '@openappkit/connections': JSON.stringify({
          eip155: { connectorId: 'io.metamask' },
          tron: { connectorId: 'tronlink', extra: [1, 2] },
        }),
        '@openappkit/connectedNamespaces': JSON.stringify(['eip155', 'tron']),
        '@openappkit/connectionStatus': JSON.stringify({ eip155: 'connected', tron: 'paused' }),
      })
      const storage = createStorage({ storage: backend })
      // This version sees only what it knows…
      expect(storage.get('connections')).toEqual({ eip155: { connectorId: 'io.metamask' } })
      expect(storage.get('connectedNamespaces')).toEqual(['eip155'])
      // …and its writes (a solana connect, an eip155 disconnect) keep the rest as written.
      storage.set('connections', { ...storage.get('connections'), solana: { connectorId: 'Phantom' } })
      const { eip155: _, ...withoutEvm } = storage.get('connections') ?? {}
      storage.set('connections', withoutEvm)
      storage.addConnectedNamespace('solana')
      storage.removeConnectedNamespace('eip155')
      storage.setConnectionStatus('eip155', 'disconnected')
      expect(JSON.parse(backend.data.get('@openappkit/connections') as string)).toEqual({
        solana: { connectorId: 'Phantom' },
        tron: { connectorId: 'tronlink', extra: [1, 2] },
      })
      expect(JSON.parse(backend.data.get('@openappkit/connectedNamespaces') as string)).toEqual([
        'solana',
        'tron',
      ])
      expect(JSON.parse(backend.data.get('@openappkit/connectionStatus') as string)).toEqual({
        eip155: 'disconnected',
        tron: 'paused',
      })
      expect(warn).not.toHaveBeenCalled()
    })

    test('a key that is no namespace at all, and a bad entry of a known one, are dropped', () => {
      const warn = warnings()
      const backend = createMemoryStorage({
        '@openappkit/connections': JSON.stringify({
          eip155: { connectorId: 'io.metamask' },
          solana: { connectorId: 42 },
          'Not A Namespace!': { connectorId: 'x' },
        }),
      })
      const storage = createStorage({ storage: backend })
      expect(storage.get('connections')).toEqual({ eip155: { connectorId: 'io.metamask' } })
      expect(JSON.parse(backend.data.get('@openappkit/connections') as string)).toEqual({
        eip155: { connectorId: 'io.metamask' },
      })
      expect(warn).toHaveBeenCalledTimes(1)
      // Read again: nothing left to drop, no second note.
      storage.get('connections')
      expect(warn).toHaveBeenCalledTimes(1)
    })

    test('one bad Recent wallet drops only itself', () => {
      const warn = warnings()
      const backend = createMemoryStorage({
        '@openappkit/recentWallets': JSON.stringify([
          { id: 'io.metamask', name: 'MetaMask', image_id: 'mm' },
          { id: 7, name: null },
          { id: 'rainbow', name: 'Rainbow', image_url: 'https://cdn.test/rainbow.png' },
        ]),
      })
      const storage = createStorage({ storage: backend })
      expect(storage.get('recentWallets')?.map((w) => w.id)).toEqual(['io.metamask', 'rainbow'])
      expect(warn).toHaveBeenCalledTimes(1)
      storage.addRecentWallet({ id: 'zerion', name: 'Zerion' })
      expect(storage.get('recentWallets')?.map((w) => w.id)).toEqual(['zerion', 'io.metamask'])
    })

    test('a bad cache entry drops alone; the other addresses stay cached', () => {
      warnings()
      const clock = fakeClock(1000)
      const backend = createMemoryStorage({
        '@openappkit/nameCache': JSON.stringify({
          'eip155:0xa': { timestamp: 1000, value: { name: 'alice.reown.id' } },
          'eip155:0xb': { timestamp: 'yesterday', value: { name: 'bob.reown.id' } },
        }),
      })
      const storage = createStorage({ storage: backend, clock })
      expect(storage.getCached('nameCache', 'eip155:0xa', 300_000)).toEqual({ name: 'alice.reown.id' })
      expect(storage.getCached('nameCache', 'eip155:0xb', 300_000)).toBeUndefined()
    })

    test('a list or record of the wrong kind is dropped whole, with a note', () => {
      const warn = warnings()
      const backend = createMemoryStorage({
        '@openappkit/recentWallets': JSON.stringify({ id: 'a' }),
        '@openappkit/connections': JSON.stringify(['eip155']),
      })
      const storage = createStorage({ storage: backend })
      expect(storage.get('recentWallets')).toBeUndefined()
      expect(storage.get('connections')).toBeUndefined()
      expect(backend.data.size).toBe(0)
      expect(warn).toHaveBeenCalledTimes(2)
    })
  })

  describe('size limits on what comes from outside', () => {
    const hugeIcon = `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024)}`

    test('a Recent wallet is stored without its inline icon; an icon URL is kept', () => {
      const backend = createMemoryStorage()
      const storage = createStorage({ storage: backend })
      storage.addRecentWallet({ id: 'big', name: 'Big Icon Wallet', image_url: hugeIcon })
      storage.addRecentWallet({ id: 'rainbow', name: 'Rainbow', image_url: 'https://cdn.test/r.png' })
      expect(storage.get('recentWallets')).toEqual([
        { id: 'rainbow', name: 'Rainbow', image_url: 'https://cdn.test/r.png' },
        { id: 'big', name: 'Big Icon Wallet' },
      ])
      expect((backend.data.get('@openappkit/recentWallets') as string).length).toBeLessThan(200)
    })

    test('a connector id over 256 characters is not kept as a connection', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const backend = createMemoryStorage({
        '@openappkit/connections': JSON.stringify({
          eip155: { connectorId: 'x'.repeat(10_000) },
          solana: { connectorId: 'Phantom' },
        }),
      })
      expect(createStorage({ storage: backend }).get('connections')).toEqual({
        solana: { connectorId: 'Phantom' },
      })
    })

    test("an older version's stored inline icon is let go of; the wallet stays", () => {
      const backend = createMemoryStorage({
        '@openappkit/recentWallets': JSON.stringify([
          { id: 'big', name: 'Big Icon Wallet', image_url: hugeIcon },
        ]),
      })
      const storage = createStorage({ storage: backend })
      expect(storage.get('recentWallets')).toEqual([{ id: 'big', name: 'Big Icon Wallet' }])
      expect(backend.data.get('@openappkit/recentWallets')).toBe('[{"id":"big","name":"Big Icon Wallet"}]')
    })

    test('a wallet name or id over its limit is refused with a note, and no stale value is left', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const backend = createMemoryStorage()
      const storage = createStorage({ storage: backend })
      storage.set('walletName', 'MetaMask')
      storage.set('walletName', 'x'.repeat(100_000))
      expect(storage.get('walletName')).toBeUndefined()
      storage.addRecentWallet({ id: 'a', name: 'A' })
      storage.addRecentWallet({ id: 'b'.repeat(10_000), name: 'B' })
      expect(storage.get('recentWallets')).toEqual([{ id: 'a', name: 'A' }])
      expect(warn).toHaveBeenCalledTimes(2)
      expect(warn.mock.calls[0]?.[0]).toBe(
        '[openappkit] storage write of "walletName" failed; continuing without it.',
      )
    })
  })
})
