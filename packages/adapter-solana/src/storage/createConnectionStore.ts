import { createStorage, type StorageLike } from '@openappkit/core'
import { isRecord } from '@openappkit/core/internal'

export type { StorageLike }

export type StoredConnection = {
  connectorId: string
  /** The account that was active, so a restored session reopens on it. */
  address?: string | undefined
  /** The cluster that was in use. */
  caipNetworkId?: string | undefined
}

export type ConnectionStore = {
  get(): StoredConnection | undefined
  set(connection: StoredConnection): void
  clear(): void
}

/** What only the Solana adapter knows: core's keys say which wallet, not which account or cluster. */
export const SOLANA_SESSION_KEY = '@openappkit/solana/session'

type SolanaSession = { address?: string | undefined; caipNetworkId?: string | undefined }

function isSolanaSession(value: unknown): value is SolanaSession {
  return (
    isRecord(value) &&
    [value.address, value.caipNetworkId].every((v) => v === undefined || typeof v === 'string')
  )
}

const none: ConnectionStore = { get: () => undefined, set: () => {}, clear: () => {} }

/**
 * A backend whose failures are swallowed with one console note (worded like core's).
 * One, not one per call: a private window's storage fails on every write, and each account
 * change would otherwise add a warning. Reads that fail read as absent.
 */
function swallowingFailures(storage: StorageLike): StorageLike {
  let noted = false
  const attempt = <T>(action: string, key: string, run: () => T, fallback: T): T => {
    try {
      return run()
    } catch (error) {
      if (!noted) {
        noted = true
        console.warn(`[openappkit] storage ${action} of "${key}" failed; continuing without it.`, error)
      }
      return fallback
    }
  }
  return {
    getItem: (key) => attempt('read', key, () => storage.getItem(key), null),
    setItem: (key, value) => attempt('write', key, () => storage.setItem(key, value), undefined),
    removeItem: (key) => attempt('removal', key, () => storage.removeItem(key), undefined),
  }
}

/**
 * The adapter's memory across page loads, in the storage the app gives it (the same one it gives
 * `createAppKit`), and nowhere without one. Which wallet is connected lives in core's own
 * `connections` entry, read and written through core's storage, so the adapter and core can never
 * disagree on it; the adapter adds only the active account and the cluster, which core does not
 * keep per namespace. Malformed values read as absent.
 */
export function createConnectionStore(storage: StorageLike | null | undefined): ConnectionStore {
  if (!storage) return none
  const backend = swallowingFailures(storage)
  const kit = createStorage({ storage: backend })

  const readSession = (): SolanaSession => {
    const raw = backend.getItem(SOLANA_SESSION_KEY)
    if (raw === null) return {}
    try {
      const value: unknown = JSON.parse(raw)
      if (isSolanaSession(value)) return value
    } catch {
      // Not JSON: dropped below, as a malformed value is.
    }
    // As core does with its keys: drop what no reader could use, so it is not read again.
    backend.removeItem(SOLANA_SESSION_KEY)
    return {}
  }

  return {
    get() {
      const connectorId = kit.get('connections')?.solana?.connectorId
      if (!connectorId) return undefined
      return { connectorId, ...readSession() }
    },
    set({ connectorId, address, caipNetworkId }) {
      const connections = kit.get('connections')
      // Core keeps the wallet it connected beside the connector (its name after a reload).
      const kept = connections?.solana?.connectorId === connectorId ? connections.solana : {}
      kit.set('connections', { ...connections, solana: { ...kept, connectorId } })
      backend.setItem(SOLANA_SESSION_KEY, JSON.stringify({ address, caipNetworkId }))
    },
    clear() {
      const { solana: _, ...others } = kit.get('connections') ?? {}
      kit.set('connections', others)
      backend.removeItem(SOLANA_SESSION_KEY)
    },
  }
}
