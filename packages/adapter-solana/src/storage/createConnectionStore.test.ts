import { describe, expect, test } from 'vitest'
import { createConnectionStore, type StorageLike } from './createConnectionStore'

function memory(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

describe('createConnectionStore', () => {
  test('remembers the connection and keeps the 2 most recent wallets (SPEC §9)', () => {
    const store = createConnectionStore(memory())
    store.set({ connectorId: 'A', address: 'a1' })
    store.set({ connectorId: 'B', address: 'b1' })
    store.set({ connectorId: 'A', address: 'a2' })
    store.set({ connectorId: 'C' })
    expect(store.get()).toEqual({ connectorId: 'C' })
    expect(store.recentWallets()).toEqual(['C', 'A'])
    store.clear()
    expect(store.get()).toBeUndefined()
    expect(store.recentWallets()).toEqual(['C', 'A'])
  })

  test('malformed stored values read as absent', () => {
    const storage = memory({
      '@openappkit/solana/connection': '{"connectorId":42}',
      '@openappkit/solana/recentWallets': 'not json',
    })
    const store = createConnectionStore(storage)
    expect(store.get()).toBeUndefined()
    expect(store.recentWallets()).toEqual([])
  })

  test('a storage that throws (private mode, quota) is swallowed', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const store = createConnectionStore(broken)
    expect(() => store.set({ connectorId: 'A' })).not.toThrow()
    expect(store.get()).toBeUndefined()
    expect(() => store.clear()).not.toThrow()
  })

  test('null keeps nothing', () => {
    const store = createConnectionStore(null)
    store.set({ connectorId: 'A' })
    expect(store.get()).toBeUndefined()
  })
})
