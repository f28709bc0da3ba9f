import {
  connect,
  connectWallet,
  createAppKit,
  createMemoryStorage,
  disconnect,
  getAccount,
  getConnectors,
} from '@openappkit/core'
import { SolanaTestWallet } from '@openappkit/testing/wallet'
import { getWallets } from '@wallet-standard/app'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createSolanaAdapter } from '../src/exports/index.ts'
import { startChain } from './devstack.ts'

let chain: Awaited<ReturnType<typeof startChain>>
let wallet: SolanaTestWallet
let unregister: () => void

beforeAll(async () => {
  chain = await startChain()
  wallet = new SolanaTestWallet({
    name: 'Kit Wallet',
    keypairs: chain.keypairs.slice(0, 2),
    rpcUrl: chain.rpc.url,
  })
  unregister = getWallets().register(wallet)
})

afterAll(async () => {
  unregister()
})

const services = {
  blockchainApi: false,
  rpc: false,
  walletDirectory: false,
  analytics: false,
  authFrame: false,
} as const

afterEach(() => {
  // Each test starts with the wallet not authorising the app, on its first account.
  wallet.disconnectFromWallet()
  wallet.switchAccount(0)
  vi.unstubAllGlobals()
})

// Core's instance is what apps use: its state must follow the adapter through a whole session.
test('core state follows connect, a page reload, an account switch and a wallet-side disconnect', async () => {
  // As the README says: the app gives the adapter the storage it gives core.
  const storage = createMemoryStorage()
  const address = (index: number) => chain.keypairs[index]?.publicKey.toBase58()

  const appKit = createAppKit({
    projectId: 'test',
    adapters: [createSolanaAdapter({ networks: [chain.network], storage })],
    storage,
    services,
  })
  await appKit.ready
  expect(appKit.store.get(appKit.atoms.connectors).solana?.map((c) => c.id)).toContain('Kit Wallet')
  await connect(appKit, { connectorId: 'Kit Wallet', namespace: 'solana' })
  expect(getAccount(appKit, { namespace: 'solana' })).toMatchObject({
    status: 'connected',
    address: address(0),
    caipAddress: `${chain.network.caipNetworkId}:${address(0)}`,
  })
  appKit.destroy()

  const prompts = wallet.prompts
  const reloaded = createAppKit({
    projectId: 'test',
    adapters: [createSolanaAdapter({ networks: [chain.network], storage })],
    storage,
    services,
  })
  expect(getAccount(reloaded, { namespace: 'solana' }).status).toBe('connecting')
  await reloaded.ready
  expect(getAccount(reloaded, { namespace: 'solana' })).toMatchObject({
    status: 'connected',
    address: address(0),
  })
  expect(wallet.prompts).toBe(prompts)

  wallet.switchAccount(1)
  expect(getAccount(reloaded, { namespace: 'solana' }).address).toBe(address(1))

  wallet.disconnectFromWallet()
  expect(getAccount(reloaded, { namespace: 'solana' })).toMatchObject({
    status: 'disconnected',
    address: undefined,
  })

  // And an app-initiated disconnect after reconnecting ends the wallet's session too.
  await connect(reloaded, { connectorId: 'Kit Wallet', namespace: 'solana' })
  await disconnect(reloaded, { namespace: 'solana' })
  expect(wallet.accounts).toEqual([])
  reloaded.destroy()
})

test('the Solana wallet is core’s connection and core’s recent wallet: one record of each', async () => {
  const storage = createMemoryStorage()
  const appKit = createAppKit({
    projectId: 'test',
    adapters: [createSolanaAdapter({ networks: [chain.network], storage })],
    storage,
    services,
  })
  await appKit.ready
  const connector = getConnectors(appKit).find((c) => c.id === 'Kit Wallet')
  await connectWallet(appKit, {
    wallet: { id: 'Kit Wallet', name: 'Kit Wallet', group: 'injected', connector },
  })
  expect(appKit.storage.get('connections')).toEqual({
    solana: { connectorId: 'Kit Wallet', walletId: 'Kit Wallet', walletName: 'Kit Wallet' },
  })
  expect(appKit.storage.get('recentWallets')?.map((w) => w.id)).toEqual(['Kit Wallet'])
  // The adapter adds only what core has no place for: the account and the cluster.
  expect([...storage.data.keys()].filter((key) => key.includes('solana'))).toEqual([
    '@openappkit/solana/session',
  ])

  // The wallet ending the session clears the one record, for core and the adapter alike.
  wallet.disconnectFromWallet()
  expect(appKit.storage.get('connections')).toEqual({})
  expect(storage.data.has('@openappkit/solana/session')).toBe(false)
  appKit.destroy()
})

test('an app that keeps nothing (storage: null) gets no Solana writes to localStorage either', async () => {
  const local = createMemoryStorage()
  vi.stubGlobal('localStorage', local)
  const appKit = createAppKit({
    projectId: 'test',
    adapters: [createSolanaAdapter({ networks: [chain.network] })],
    storage: null,
    services,
  })
  await appKit.ready
  await connect(appKit, { connectorId: 'Kit Wallet', namespace: 'solana' })
  wallet.switchAccount(1)
  expect(getAccount(appKit, { namespace: 'solana' }).address).toBe(chain.keypairs[1]?.publicKey.toBase58())
  expect(local.data.size).toBe(0)
  appKit.destroy()
})
