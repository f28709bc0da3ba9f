import { constants } from '@openappkit/core'

/** The part of the Web Storage API the adapter uses. */
export type StorageLike = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type StoredConnection = {
  connectorId: string
  address?: string | undefined
  caipNetworkId?: string | undefined
}

export type ConnectionStore = {
  get(): StoredConnection | undefined
  set(connection: StoredConnection): void
  clear(): void
  /** Wallet ids, most recent first. */
  recentWallets(): readonly string[]
}

const CONNECTION_KEY = '@openappkit/solana/connection'
const RECENT_KEY = '@openappkit/solana/recentWallets'

function browserStorage(): StorageLike | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage
  } catch {
    return null
  }
}

function isStoredConnection(value: unknown): value is StoredConnection {
  if (typeof value !== 'object' || value === null) return false
  const { connectorId, address, caipNetworkId } = value as Record<string, unknown>
  return (
    typeof connectorId === 'string' &&
    connectorId.length > 0 &&
    (address === undefined || typeof address === 'string') &&
    (caipNetworkId === undefined || typeof caipNetworkId === 'string')
  )
}

/**
 * The adapter's memory across page loads: which wallet to restore silently, and the recent
 * wallets. Reads are validated (anything malformed reads as absent); storage failures are
 * swallowed, as SPEC §8 asks, because a wallet must keep working in a private window.
 */
export function createConnectionStore(storage: StorageLike | null | undefined): ConnectionStore {
  let backend = storage
  const resolve = () => {
    if (backend === undefined) backend = browserStorage()
    return backend
  }
  const read = (key: string): unknown => {
    try {
      const raw = resolve()?.getItem(key)
      return raw ? JSON.parse(raw) : undefined
    } catch {
      return undefined
    }
  }
  const write = (key: string, value: unknown) => {
    try {
      if (value === undefined) resolve()?.removeItem(key)
      else resolve()?.setItem(key, JSON.stringify(value))
    } catch {
      // Swallowed on purpose: see above.
    }
  }
  const recentWallets = (): string[] => {
    const value = read(RECENT_KEY)
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  }

  return {
    get() {
      const value = read(CONNECTION_KEY)
      return isStoredConnection(value) ? value : undefined
    },
    set(connection) {
      write(CONNECTION_KEY, connection)
      const recent = [
        connection.connectorId,
        ...recentWallets().filter((id) => id !== connection.connectorId),
      ]
      write(RECENT_KEY, recent.slice(0, constants.recentWalletsKept))
    },
    clear() {
      write(CONNECTION_KEY, undefined)
    },
    recentWallets,
  }
}
