import { type CaipNetwork, defineNetwork } from '@openappkit/core'

/** An in-memory key-value store, shared between adapter instances to stand for a page reload. */
export function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value)
    },
    removeItem: (key: string) => {
      items.delete(key)
    },
  }
}

export function localNetwork(id: number, rpcUrl: string, name: string): CaipNetwork {
  return defineNetwork({
    chainNamespace: 'eip155',
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrl,
    blockExplorer: { name: 'Local explorer', url: `https://explorer.invalid/${id}` },
    testnet: true,
  })
}

/** A 1×1 PNG, as EIP-6963 asks for a data URI icon. */
export const icon =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
