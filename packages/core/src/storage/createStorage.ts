import { recentWalletsKept } from '../constants.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { type Clock, systemClock } from '../timing/clock.ts'
import { orUndefined } from '../utils/orUndefined.ts'
import { type Check, validate } from '../validators/checks.ts'
import { readEntries, withForeignEntries } from './readEntries.ts'
import {
  type AddressCacheKey,
  addressCacheKeys,
  type ConnectionStatus,
  type EntryRule,
  entryRules,
  type RecentWallet,
  type StorageKey,
  type StorageValues,
  storageChecks,
  withoutInlineIcon,
} from './storageSchemas.ts'

/** The part of the Web Storage API the SDK uses; anything with these three methods will do. */
export type StorageLike = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type AppKitStorage = ReturnType<typeof createStorage>

const prefix = '@openappkit/'

function defaultBackend(): StorageLike | null {
  // Touched on first use only, so importing the SDK on a server is safe. Reading it may throw.
  return orUndefined(() => globalThis.localStorage) ?? null
}

function note(action: string, key: string, error: unknown) {
  console.warn(`[openappkit] storage ${action} of "${key}" failed; continuing without it.`, error)
}

/** An in-memory StorageLike, for tests and servers. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & {
  readonly data: Map<string, string>
} {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value)
    },
    removeItem: (key) => {
      data.delete(key)
    },
  }
}

/**
 * Typed, validated storage. A value that fails its check reads as absent (and is dropped);
 * lists and records are read entry by entry, so one bad entry drops only itself (`entryRules`);
 * backend failures are swallowed with a console note.
 * `storage: null` keeps nothing.
 */
export function createStorage(options: { storage?: StorageLike | null | undefined; clock?: Clock } = {}) {
  const clock = options.clock ?? systemClock
  let backend: StorageLike | null | undefined = options.storage

  /** Runs `use` on the backend; without one, or when it throws (noted), the answer is null. */
  function withBackend<T>(action: string, key: StorageKey, use: (store: StorageLike) => T): T | null {
    if (backend === undefined) backend = defaultBackend()
    if (!backend) return null
    try {
      return use(backend)
    } catch (error) {
      note(action, key, error)
      return null
    }
  }

  /** The stored JSON of `key`: absent, unreadable (bad JSON), or its parsed value. */
  function readRaw(key: StorageKey): { found: false } | { found: true; json: boolean; value: unknown } {
    const raw = withBackend('read', key, (store) => store.getItem(prefix + key))
    if (raw === null) return { found: false }
    // JSON.parse never answers undefined: undefined is text that is not JSON.
    const value: unknown = orUndefined(() => JSON.parse(raw))
    return { found: true, json: value !== undefined, value }
  }

  function get<K extends StorageKey>(key: K): StorageValues[K] | undefined {
    const raw = readRaw(key)
    if (!raw.found) return undefined
    const rule: EntryRule | undefined = (entryRules as Partial<Record<StorageKey, EntryRule>>)[key]
    const entries = rule && raw.json ? readEntries(rule, raw.value) : undefined
    if (entries) {
      if (entries.dropped.length > 0) {
        console.warn(
          `[openappkit] storage read of "${key}" dropped ${entries.dropped.length} bad entr${entries.dropped.length === 1 ? 'y' : 'ies'}; the others are kept.`,
          entries.dropped,
        )
      }
      if (entries.changed) write(key, withForeignEntries(entries.value, entries.foreign))
      return entries.value as StorageValues[K]
    }
    const result = raw.json ? validate(storageChecks[key] as Check<unknown>, raw.value) : undefined
    if (!result?.ok) {
      note('read', key, new Error('stored value has an unexpected shape'))
      remove(key)
      return undefined
    }
    return result.value as StorageValues[K]
  }

  function write(key: StorageKey, value: unknown): void {
    withBackend('write', key, (store) => store.setItem(prefix + key, JSON.stringify(value)))
  }

  /**
   * Writes what a read would accept, and nothing else: a value over a size limit is refused
   * with a note (and the key's older value removed, so it is not taken for the new one).
   * Entries of namespaces this version does not know stay as they are.
   */
  function set<K extends StorageKey>(key: K, value: StorageValues[K]): void {
    const result = validate(storageChecks[key] as Check<unknown>, value)
    if (!result.ok) {
      note('write', key, new Error(result.issues[0]?.message ?? 'value has an unexpected shape'))
      remove(key)
      return
    }
    const rule: EntryRule | undefined = (entryRules as Partial<Record<StorageKey, EntryRule>>)[key]
    if (!rule?.namespaced) {
      write(key, value)
      return
    }
    const stored = readRaw(key)
    const foreign = stored.found && stored.json ? readEntries(rule, stored.value)?.foreign : undefined
    write(key, withForeignEntries(value, foreign))
  }

  function remove(key: StorageKey): void {
    withBackend('removal', key, (store) => store.removeItem(prefix + key))
  }

  return {
    get,
    set,
    remove,

    /**
     * Newest first, without duplicates, at most 2. An inline (data URI) icon is not kept: the
     * list shows the live connector's icon, or the directory's by id or URL.
     */
    addRecentWallet(wallet: RecentWallet): void {
      const entry = validate(entryRules.recentWallets.entry, withoutInlineIcon(wallet))
      if (!entry.ok) {
        note('write', 'recentWallets', new Error(entry.issues[0]?.message ?? 'unexpected shape'))
        return
      }
      const others = (get('recentWallets') ?? []).filter((w) => w.id !== wallet.id)
      set('recentWallets', [entry.value, ...others].slice(0, recentWalletsKept))
    },

    getConnectionStatus(namespace: ChainNamespace): ConnectionStatus | undefined {
      return get('connectionStatus')?.[namespace]
    },
    setConnectionStatus(namespace: ChainNamespace, status: ConnectionStatus): void {
      set('connectionStatus', { ...get('connectionStatus'), [namespace]: status })
    },

    addConnectedNamespace(namespace: ChainNamespace): void {
      const current = get('connectedNamespaces') ?? []
      if (!current.includes(namespace)) set('connectedNamespaces', [...current, namespace])
    },
    removeConnectedNamespace(namespace: ChainNamespace): void {
      set(
        'connectedNamespaces',
        (get('connectedNamespaces') ?? []).filter((ns) => ns !== namespace),
      )
    },

    getSmartAccountEnabledNetworks(): string[] {
      return (get('smartAccountEnabledNetworks') ?? '').split(',').filter(Boolean)
    },
    setSmartAccountEnabledNetworks(chainIds: readonly (string | number)[]): void {
      set('smartAccountEnabledNetworks', chainIds.join(','))
    },

    /** An entry younger than `maxAgeMs`, else undefined. */
    getCached<K extends AddressCacheKey>(
      key: K,
      entry: string,
      maxAgeMs: number,
    ): NonNullable<StorageValues[K][string]>['value'] | undefined {
      const hit = get(key)?.[entry]
      if (!hit || clock.now() - hit.timestamp >= maxAgeMs) return undefined
      return hit.value as NonNullable<StorageValues[K][string]>['value']
    },
    setCached<K extends AddressCacheKey>(
      key: K,
      entry: string,
      value: NonNullable<StorageValues[K][string]>['value'],
    ): void {
      set(key, { ...get(key), [entry]: { timestamp: clock.now(), value } } as StorageValues[K])
    },
    /** Every address cache, or only the entries of one namespace's addresses. */
    clearAddressCaches(namespace?: ChainNamespace): void {
      for (const key of addressCacheKeys) {
        if (!namespace) {
          remove(key)
          continue
        }
        const entries = get(key)
        if (!entries) continue
        const kept = Object.entries(entries).filter(([entry]) => !entry.startsWith(`${namespace}:`))
        if (kept.length === Object.keys(entries).length) continue
        if (kept.length) set(key, Object.fromEntries(kept) as StorageValues[typeof key])
        else remove(key)
      }
    },
  }
}
