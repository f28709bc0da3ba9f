import type { DevstackInfo } from '@openappkit/devstack/vitest'
import { Connection, PublicKey } from '@solana/web3.js'
import { afterEach, expect, inject, test } from 'vitest'
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
const solana = {
  chains: { solana: { caipNetworkId: 'solana:Cvqce7rvPVZ6rQWzjbMqe5CsLhH3xUHj' } },
  urls: { solanaRpc: 'http://127.0.0.1:1007', solanaWs: 'ws://127.0.0.1:1008' },
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[TEST_APP_GLOBAL]
})

test('points the app at every service of the devstack', () => {
  expect(
    createTestApp({ urls: { ...urls, ...solana.urls }, chains: { ...chains, ...solana.chains } }),
  ).toEqual({
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
    solanaNetworks: [
      {
        id: 'Cvqce7rvPVZ6rQWzjbMqe5CsLhH3xUHj',
        caipNetworkId: 'solana:Cvqce7rvPVZ6rQWzjbMqe5CsLhH3xUHj',
        chainNamespace: 'solana',
        name: 'Devstack Solana',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        rpcUrls: { default: { http: [solana.urls.solanaRpc], webSocket: [solana.urls.solanaWs] } },
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
  // Without its Solana chain (the EVM one alone), no Solana cluster either.
  expect(createTestApp({ urls, chains }).solanaNetworks).toEqual([])
})

test('readTestApp: the fixture’s options in a page under test, nothing elsewhere', () => {
  expect(readTestApp()).toBeUndefined()
  const app = createTestApp({ urls, chains })
  Object.assign(globalThis, { [TEST_APP_GLOBAL]: app })
  expect(readTestApp()).toBe(app)
})

test('the Solana cluster it gives reaches the devstack’s Solana chain on its free ports: RPC and WebSocket', async () => {
  const devstack: DevstackInfo = inject('devstack')
  const [cluster] = createTestApp(devstack).solanaNetworks
  expect(cluster?.caipNetworkId).toBe(devstack.chains.solana?.caipNetworkId)
  const [http] = cluster?.rpcUrls.default.http ?? []
  const [ws] = cluster?.rpcUrls.default.webSocket ?? []
  // The id is the cluster's own: its genesis hash's first 32 characters.
  const connection = new Connection(http as string, { wsEndpoint: ws as string })
  expect((await connection.getGenesisHash()).slice(0, 32)).toBe(cluster?.id)
  const funded = new PublicKey(devstack.accounts.solana[0]?.publicKey as string)
  expect(await connection.getBalance(funded)).toBeGreaterThan(0)
  // The WebSocket URL answers subscriptions, as the Solana adapter's confirmations need.
  const socket = new WebSocket(ws as string)
  const reply = await new Promise<unknown>((resolve, reject) => {
    socket.onerror = () => reject(new Error(`no WebSocket at ${ws}`))
    socket.onopen = () => socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'slotSubscribe' }))
    socket.onmessage = (event) => resolve(JSON.parse(String(event.data)))
  })
  socket.close()
  expect(reply).toMatchObject({ id: 1, result: expect.any(Number) })
})
