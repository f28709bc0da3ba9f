/**
 * A key-value store for a WalletConnect core that lives as long as the test: keys, pairings and
 * sessions stay in memory, nothing touches the disk. Pass it as the core's `storage` (cast, it
 * has the shape of @walletconnect/keyvaluestorage's IKeyValueStorage). Keep the same instance to
 * simulate a page reload that keeps its storage.
 */
export class MemoryKeyValueStorage {
  readonly #items = new Map<string, unknown>()
  async getKeys() {
    return [...this.#items.keys()]
  }
  async getEntries<T>() {
    return [...this.#items].map(([key, value]) => [key, structuredClone(value)] as [string, T])
  }
  async getItem<T>(key: string) {
    return structuredClone(this.#items.get(key)) as T | undefined
  }
  async setItem<T>(key: string, value: T) {
    this.#items.set(key, structuredClone(value))
  }
  async removeItem(key: string) {
    this.#items.delete(key)
  }
}

let prefixes = 0

/** A fresh `customStoragePrefix`: the WalletConnect core keeps one instance per prefix in the process. */
export function uniquePrefix(name: string): string {
  prefixes += 1
  return `oak-test-${process.pid}-${prefixes}-${name}`
}
