/**
 * WalletConnect's own storage (IndexedDB through unstorage in a browser, older versions' `wc@2:*`
 * localStorage keys migrated into it, or the app's `storage`), checked and mended from outside:
 * WalletConnect trusts what it reads, and one unreadable value stops it for good (no pairing URI,
 * every reload fails) until the user clears site data.
 */
import { isRecord } from '@openappkit/core/internal'
import type { WalletConnectStorage } from '../session/types.ts'

export type KeyValueStorage = Pick<WalletConnectStorage, 'getKeys' | 'getItem' | 'removeItem'>

const arrayOfObjects = (value: unknown) => Array.isArray(value) && value.every(isRecord)
const recordOf = (check: (value: unknown) => boolean) => (value: unknown) =>
  isRecord(value) && Object.values(value).every(check)
const namespaces = recordOf(
  (entry) =>
    isRecord(entry) &&
    ['chains', 'methods', 'events', 'accounts'].every(
      (field) =>
        entry[field] === undefined ||
        (Array.isArray(entry[field]) &&
          (entry[field] as unknown[]).every((item) => typeof item === 'string')),
    ),
)

/** The shape each of WalletConnect's keys is read with, by the name after `//` or `:/`. */
function shapeOf(name: string): ((value: unknown) => boolean) | undefined {
  if (name === 'keychain') return recordOf((v) => typeof v === 'string')
  if (name === 'messages' || name === 'messages_withoutClientAck')
    return recordOf(recordOf((v) => typeof v === 'string'))
  if (/^(required|optional)?[nN]amespaces/.test(name)) return namespaces
  if (name === 'chainId')
    return (value) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0
  if (
    /^(expirer|pairing|subscription|history|event-client|proposal|session|request|[a-z]+(Key|Topic|Request)s?)$/.test(
      name,
    )
  )
    return arrayOfObjects
  return undefined
}

/**
 * A key as unstorage (WalletConnect's browser storage) keeps and lists it: `/` and `\\` become `:`,
 * runs of `:` one, none at either end, nothing from `?` on. `wc@2:core:0.3//keychain` is stored
 * as `wc@2:core:0.3:keychain`, `wc@2:ethereum_provider:/chainId` as `wc@2:ethereum_provider:chainId`.
 */
const normalized = (key: string) =>
  (key.split('?')[0] ?? '').replace(/[/\\]/g, ':').replace(/:+/g, ':').replace(/^:|:$/g, '')

/**
 * Whether `key` is WalletConnect's, for the core with `customStoragePrefix` (`''` when none):
 * its core and client stores (`wc@2:core:0.3:<prefix>//keychain`…) and the providers' keys
 * (`wc@2:universal_provider:/…`, `wc@2:ethereum_provider:/…`, which carry no prefix), as written
 * or as unstorage normalized them. Never the app's keys, and never the stores of another
 * WalletConnect core on the page (another prefix).
 */
export function isWalletConnectKey(key: string, customStoragePrefix: string): boolean {
  if (/^wc@2:(universal_provider|ethereum_provider):/.test(key)) return true
  const store = /^wc@2:[a-z_]+:\d+(\.\d+)*(.*?)(\/\/|:)([^/:]+)$/.exec(key)
  if (!store) return false
  const ours = customStoragePrefix ? `:${customStoragePrefix}` : ''
  return store[3] === '//' ? store[2] === ours : store[2] === (ours && `:${normalized(ours)}`)
}

function nameOf(key: string): string {
  const store = /(\/\/|:)([^/:]+)$/.exec(key)
  const name = /^wc@2:[a-z_]+:\d/.test(key) ? store?.[2] : undefined
  return name ?? key.replace(/^wc@2:[a-z_]+:\/?/, '').replace(/[0-9a-f]{64}$/, '')
}

/** WalletConnect's keys whose stored value is not what WalletConnect will read it as. */
export async function findUnreadableKeys(
  storage: KeyValueStorage,
  customStoragePrefix: string,
): Promise<string[]> {
  const unreadable: string[] = []
  for (const key of await storage.getKeys()) {
    if (!isWalletConnectKey(key, customStoragePrefix)) continue
    const check = shapeOf(nameOf(key))
    if (!check) continue
    let value: unknown
    try {
      value = await storage.getItem(key)
    } catch {
      unreadable.push(key)
      continue
    }
    if (value !== undefined && !check(value)) unreadable.push(key)
  }
  return unreadable
}

/** Removes every WalletConnect key of this core (a half-kept session is no use); returns how many. */
export async function clearWalletConnectKeys(
  storage: KeyValueStorage,
  customStoragePrefix: string,
): Promise<number> {
  const keys = (await storage.getKeys()).filter((key) => isWalletConnectKey(key, customStoragePrefix))
  for (const key of keys) await storage.removeItem(key)
  return keys.length
}

type GlobalCore = {
  storage?: KeyValueStorage
  heartbeat?: { stop?(): void }
  relayer?: { transportClose?(): Promise<void> }
}

/**
 * WalletConnect keeps one core per storage prefix on `globalThis`, created before its storage is
 * read: after a failed start it still holds the storage (so we can mend it) and its half-read
 * state, which a new start would reuse. Forgetting it makes the next start read storage again.
 */
export function walletConnectGlobalCore(customStoragePrefix: string): GlobalCore | undefined {
  return (globalThis as Record<string, unknown>)[`_walletConnectCore_${customStoragePrefix}`] as
    | GlobalCore
    | undefined
}

export function forgetWalletConnectGlobalCore(customStoragePrefix: string): void {
  const globals = globalThis as Record<string, unknown>
  const core = walletConnectGlobalCore(customStoragePrefix)
  try {
    core?.heartbeat?.stop?.()
    core?.relayer?.transportClose?.().catch(() => {})
  } catch {
    // A core that failed to start may have no socket to close.
  }
  delete globals[`_walletConnectCore_${customStoragePrefix}`]
  delete globals[`_walletConnectCore_${customStoragePrefix}_count`]
}
