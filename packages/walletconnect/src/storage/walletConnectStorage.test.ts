import { expect, test } from 'vitest'
import {
  clearWalletConnectKeys,
  findUnreadableKeys,
  isWalletConnectKey,
  type KeyValueStorage,
} from './walletConnectStorage.ts'

const mapStorage = (items: Map<string, unknown>): KeyValueStorage => ({
  getKeys: async () => [...items.keys()],
  getItem: async <T>(key: string) => items.get(key) as T,
  removeItem: async (key: string) => {
    items.delete(key)
  },
})

test("WalletConnect's keys of this prefix only: never the app's, never another prefix's", () => {
  expect(isWalletConnectKey('wc@2:core:0.3:app//keychain', 'app')).toBe(true)
  expect(isWalletConnectKey('wc@2:client:0.3:app//session', 'app')).toBe(true)
  expect(isWalletConnectKey('wc@2:core:0.1:app//event-client', 'app')).toBe(true)
  expect(isWalletConnectKey('wc@2:universal_provider:/namespacesabc', 'app')).toBe(true)
  expect(isWalletConnectKey('wc@2:ethereum_provider:/chainId', 'app')).toBe(true)
  expect(isWalletConnectKey('wc@2:core:0.3//keychain', '')).toBe(true)
  expect(isWalletConnectKey('wc@2:core:0.3:other//keychain', 'app')).toBe(false)
  expect(isWalletConnectKey('wc@2:core:0.3:app//keychain', '')).toBe(false)
  expect(isWalletConnectKey('wc@2:core:0.3//keychain', 'app')).toBe(false)
  expect(isWalletConnectKey('@openappkit/connections', 'app')).toBe(false)
  expect(isWalletConnectKey('wagmi.store', 'app')).toBe(false)
})

test('only values of the wrong shape are unreadable; unknown names are not judged; clearing keeps the rest', async () => {
  const items = new Map<string, unknown>([
    ['wc@2:core:0.3:app//keychain', { topic: 'key' }],
    ['wc@2:core:0.3:app//pairing', [{ topic: 't' }]],
    ['wc@2:client:0.3:app//session', 'garbage'],
    ['wc@2:universal_provider:/optionalNamespaces', { eip155: { chains: 'eip155:1' } }],
    ['wc@2:ethereum_provider:/chainId', 1.5],
    ['wc@2:core:0.3:app//something-new', 'whatever a newer version keeps'],
    ['wc@2:core:0.3:other//session', 'garbage of another app'],
    ['app:settings', 'mine'],
  ])
  const storage = mapStorage(items)
  expect(await findUnreadableKeys(storage, 'app')).toEqual([
    'wc@2:client:0.3:app//session',
    'wc@2:universal_provider:/optionalNamespaces',
    'wc@2:ethereum_provider:/chainId',
  ])
  expect(await clearWalletConnectKeys(storage, 'app')).toBe(6)
  expect([...items.keys()]).toEqual(['wc@2:core:0.3:other//session', 'app:settings'])
})

test("as WalletConnect's browser storage lists them (unstorage turns `/` into `:`): the same keys, the same judgement", async () => {
  expect(isWalletConnectKey('wc@2:core:0.3:keychain', '')).toBe(true)
  expect(isWalletConnectKey('wc@2:core:0.3:app:keychain', 'app')).toBe(true)
  expect(isWalletConnectKey('wc@2:core:0.3:my:app:keychain', 'my/app')).toBe(true)
  expect(isWalletConnectKey('wc@2:ethereum_provider:chainId', '')).toBe(true)
  expect(isWalletConnectKey('wc@2:core:0.3:app:keychain', '')).toBe(false)
  expect(isWalletConnectKey('wc@2:core:0.3:keychain', 'app')).toBe(false)
  expect(isWalletConnectKey('wc@2:core:0.3:other:keychain', 'app')).toBe(false)
  const items = new Map<string, unknown>([
    ['wc@2:core:0.3:keychain', '{"not json'],
    ['wc@2:core:0.3:pairing', [{ topic: 't' }]],
    ['wc@2:universal_provider:namespaces', { eip155: { chains: 7 } }],
    ['wc@2:ethereum_provider:chainId', 'mainnet'],
    ['wc@2:core:0.3:other:keychain', 'garbage of another app'],
  ])
  const storage = mapStorage(items)
  expect(await findUnreadableKeys(storage, '')).toEqual([
    'wc@2:core:0.3:keychain',
    'wc@2:universal_provider:namespaces',
    'wc@2:ethereum_provider:chainId',
  ])
})
