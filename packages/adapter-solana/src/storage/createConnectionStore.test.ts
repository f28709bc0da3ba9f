import { createMemoryStorage, createStorage, type StorageLike } from '@openappkit/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createConnectionStore, SOLANA_SESSION_KEY } from './createConnectionStore.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createConnectionStore', () => {
  test('the wallet is kept in core’s own connections entry, the account and cluster beside it', () => {
    const storage = createMemoryStorage()
    const kit = createStorage({ storage })
    kit.set('connections', { eip155: { connectorId: 'io.metamask' } })
    const store = createConnectionStore(storage)

    store.set({ connectorId: 'Phantom', address: 'a1', caipNetworkId: 'solana:x' })
    // Core reads the same entry it writes: one place says which Solana wallet is connected.
    expect(kit.get('connections')).toEqual({
      eip155: { connectorId: 'io.metamask' },
      solana: { connectorId: 'Phantom' },
    })
    expect(store.get()).toEqual({ connectorId: 'Phantom', address: 'a1', caipNetworkId: 'solana:x' })

    store.clear()
    expect(store.get()).toBeUndefined()
    expect(kit.get('connections')).toEqual({ eip155: { connectorId: 'io.metamask' } })
    expect(storage.data.has(SOLANA_SESSION_KEY)).toBe(false)
  })

  test('the wallet core stored beside the connector stays (its name after a reload); another connector drops it', () => {
    const storage = createMemoryStorage()
    const kit = createStorage({ storage })
    const wallet = { walletId: 'io.both', walletName: 'Both Wallet' }
    kit.set('connections', { solana: { connectorId: 'Both Wallet', ...wallet } })
    const store = createConnectionStore(storage)

    store.set({ connectorId: 'Both Wallet', address: 'a1', caipNetworkId: 'solana:x' })
    expect(kit.get('connections')).toEqual({ solana: { connectorId: 'Both Wallet', ...wallet } })
    store.set({ connectorId: 'Phantom', address: 'a2', caipNetworkId: 'solana:x' })
    expect(kit.get('connections')).toEqual({ solana: { connectorId: 'Phantom' } })
  })

  test('a wallet core restored without an account or cluster from us is still found', () => {
    const storage = createMemoryStorage()
    createStorage({ storage }).set('connections', { solana: { connectorId: 'Phantom' } })
    expect(createConnectionStore(storage).get()).toEqual({ connectorId: 'Phantom' })
  })

  test('a malformed account entry reads as absent and is dropped; the wallet is kept', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = createMemoryStorage({
      '@openappkit/connections': '{"solana":{"connectorId":"Phantom"}}',
      [SOLANA_SESSION_KEY]: '{"address":42}',
    })
    expect(createConnectionStore(storage).get()).toEqual({ connectorId: 'Phantom' })
    expect(storage.data.has(SOLANA_SESSION_KEY)).toBe(false)
  })

  test('a storage that throws (private mode) is swallowed with one console note and nothing else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const store = createConnectionStore(broken)
    expect(() => store.set({ connectorId: 'A', address: 'a1' })).not.toThrow()
    expect(store.get()).toBeUndefined()
    expect(() => store.clear()).not.toThrow()
    expect(() => store.set({ connectorId: 'B' })).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[openappkit\] storage (read|write) of ".+" failed; continuing/)
  })

  test('a full storage (writes throw) notes once and keeps what it held', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const memory = createMemoryStorage()
    createConnectionStore(memory).set({ connectorId: 'Phantom', address: 'a1' })
    const before = new Map(memory.data)
    const full: StorageLike = {
      getItem: (key) => memory.getItem(key),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
      removeItem: (key) => memory.removeItem(key),
    }
    const store = createConnectionStore(full)
    store.set({ connectorId: 'Solflare', address: 'b1' })
    expect(store.get()).toEqual({ connectorId: 'Phantom', address: 'a1' })
    expect(memory.data).toEqual(before)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[openappkit] storage write of "@openappkit/connections" failed; continuing without it.',
    )
  })

  test('without a storage nothing is kept, and localStorage is never touched', () => {
    const local = createMemoryStorage()
    vi.stubGlobal('localStorage', local)
    try {
      for (const storage of [null, undefined]) {
        const store = createConnectionStore(storage)
        store.set({ connectorId: 'A', address: 'a1' })
        expect(store.get()).toBeUndefined()
      }
      expect(local.data.size).toBe(0)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
