import { afterEach, expect, test } from 'vitest'
import { createTestApp } from './createTestApp.ts'
import { readTestApp } from './readTestApp.ts'
import { TEST_APP_GLOBAL } from './testApp.ts'

const urls = {
  evmRpc: 'http://127.0.0.1:1001',
  blockchainApi: 'http://127.0.0.1:1002',
  walletDirectory: 'http://127.0.0.1:1003',
  analytics: 'http://127.0.0.1:1004',
  relay: 'ws://127.0.0.1:1005',
  frame: 'http://127.0.0.1:1006/sdk',
}
const chains = { evm: { chainId: 31337 } }

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[TEST_APP_GLOBAL]
})

test('points the app at every service of the devstack', () => {
  expect(createTestApp({ urls, chains })).toEqual({
    projectId: 'test-app',
    networks: [
      {
        id: 31337,
        caipNetworkId: 'eip155:31337',
        chainNamespace: 'eip155',
        name: 'Devstack',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [urls.evmRpc] } },
        testnet: true,
      },
    ],
    services: {
      blockchainApi: urls.blockchainApi,
      rpc: urls.blockchainApi,
      walletDirectory: urls.walletDirectory,
      analytics: urls.analytics,
      authFrame: urls.frame,
    },
    relayUrl: urls.relay,
  })
  expect(createTestApp({ urls, chains }, { projectId: 'mine' }).projectId).toBe('mine')
})

test('a service the devstack runs without is switched off in the app, never a dead URL', () => {
  const app = createTestApp({ urls: { evmRpc: urls.evmRpc }, chains })
  expect(app.services).toEqual({
    blockchainApi: false,
    rpc: false,
    walletDirectory: false,
    analytics: false,
    authFrame: false,
  })
  expect(app).not.toHaveProperty('relayUrl')
  expect(createTestApp({ urls: { relay: urls.relay }, chains: {} }).networks).toEqual([])
})

test('readTestApp: the fixture’s options in a page under test, nothing elsewhere', () => {
  expect(readTestApp()).toBeUndefined()
  const app = createTestApp({ urls, chains })
  Object.assign(globalThis, { [TEST_APP_GLOBAL]: app })
  expect(readTestApp()).toBe(app)
})
