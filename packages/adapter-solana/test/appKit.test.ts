import { connect, createAppKit, createMemoryStorage, disconnect, getAccount } from '@openappkit/core'
import { getWallets } from '@wallet-standard/app'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createSolanaAdapter } from '../src/exports/index'
import { memoryStorage, startChain } from './devstack'
import { TestWallet } from './testWallet'

let chain: Awaited<ReturnType<typeof startChain>>
let wallet: TestWallet
let unregister: () => void

beforeAll(async () => {
  chain = await startChain()
  wallet = new TestWallet({ name: 'Kit Wallet', keypairs: chain.keypairs.slice(0, 2), rpcUrl: chain.rpc.url })
  unregister = getWallets().register(wallet)
})

afterAll(async () => {
  unregister()
  await chain.rpc.stop()
})

const services = {
  blockchainApi: false,
  rpc: false,
  walletDirectory: false,
  analytics: false,
  authFrame: false,
} as const

// Core's instance is what apps use: its state must follow the adapter through a whole session.
test('core state follows connect, a page reload, an account switch and a wallet-side disconnect', async () => {
  const kitStorage = createMemoryStorage()
  const adapterStorage = memoryStorage()
  const address = (index: number) => chain.keypairs[index]?.publicKey.toBase58()

  const appKit = createAppKit({
    projectId: 'test',
    adapters: [createSolanaAdapter({ networks: [chain.network], storage: adapterStorage })],
    storage: kitStorage,
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
    adapters: [createSolanaAdapter({ networks: [chain.network], storage: adapterStorage })],
    storage: kitStorage,
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
