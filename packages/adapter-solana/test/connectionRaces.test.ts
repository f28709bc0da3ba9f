import { createMemoryStorage } from '@openappkit/core'
import { SolanaTestWallet } from '@openappkit/testing/wallet'
import { registerWallet } from '@wallet-standard/wallet'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { createSolanaAdapter, type SolanaAdapter } from '../src/exports/index.ts'
import { startChain } from './devstack.ts'

// Two Wallet Standard wallets, A's connect held until released: an answer to a connect core has
// abandoned (its signal aborted) never replaces the session the user made since, and A is told to
// forget the app.

let chain: Awaited<ReturnType<typeof startChain>>
let walletA: SolanaTestWallet
let walletB: SolanaTestWallet
const adapters: SolanaAdapter[] = []

beforeAll(async () => {
  chain = await startChain()
  walletA = new SolanaTestWallet({
    name: 'Race Wallet A',
    keypairs: chain.keypairs.slice(0, 1),
    rpcUrl: chain.rpc.url,
  })
  walletB = new SolanaTestWallet({
    name: 'Race Wallet B',
    keypairs: chain.keypairs.slice(1, 2),
    rpcUrl: chain.rpc.url,
  })
  registerWallet(walletA)
  registerWallet(walletB)
})
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
  walletA.disconnectFromWallet()
  walletB.disconnectFromWallet()
})

/** A fresh adapter and a connect of A, held in the wallet, that core abandons at once. */
function abandonedConnectOfA(reason: string) {
  const adapter = createSolanaAdapter({
    networks: [chain.network],
    storage: createMemoryStorage(),
    syncTimeoutMs: 0,
  })
  adapters.push(adapter)
  const held = walletA.hold('connect')
  const controller = new AbortController()
  const pending = adapter
    .connect({ connectorId: 'Race Wallet A', signal: controller.signal })
    .catch((e: unknown) => e)
  controller.abort(new Error(reason))
  return { adapter, held, pending }
}

test("A approves after B connected: B's session stays, and A forgets the app", async () => {
  const { adapter, held, pending: pendingA } = abandonedConnectOfA('the user picked B')
  const b = await adapter.connect({ connectorId: 'Race Wallet B' })
  held.release()
  expect(await pendingA).toMatchObject({ message: 'the user picked B' })
  expect(adapter.getAccount()).toMatchObject({
    connectorId: 'Race Wallet B',
    address: b.accounts[0]?.address,
  })
  expect(walletA.accounts).toEqual([])
  expect(walletB.accounts).toHaveLength(1)
})

test('the same wallet connected again meanwhile: its late first answer keeps the session', async () => {
  const { adapter, held, pending: first } = abandonedConnectOfA('picked again')
  const pendingSecond = adapter.connect({ connectorId: 'Race Wallet A' })
  held.release()
  await first
  await pendingSecond
  expect(adapter.getAccount()).toMatchObject({ connectorId: 'Race Wallet A' })
  expect(walletA.accounts).toHaveLength(1)
})

test('a restore core abandoned (the user connected B meanwhile): A answering late is told to forget the app', async () => {
  const storage = createMemoryStorage()
  const first = createSolanaAdapter({ networks: [chain.network], storage, syncTimeoutMs: 0 })
  adapters.push(first)
  await first.connect({ connectorId: 'Race Wallet A' })
  first.destroy()
  // The reload: the same storage, A slow to answer the silent reconnect.
  const adapter = createSolanaAdapter({ networks: [chain.network], storage, syncTimeoutMs: 0 })
  adapters.push(adapter)
  const held = walletA.hold('connect')
  const controller = new AbortController()
  const restore = adapter
    .syncConnection({ connectorId: 'Race Wallet A', signal: controller.signal })
    .catch((e: unknown) => e)
  controller.abort(new Error('the user connected B'))
  const b = await adapter.connect({ connectorId: 'Race Wallet B' })
  held.release()
  expect(await restore).toMatchObject({ message: 'the user connected B' })
  expect(adapter.getAccount()).toMatchObject({
    connectorId: 'Race Wallet B',
    address: b.accounts[0]?.address,
  })
  await expect.poll(() => walletA.accounts).toEqual([])
  expect(walletB.accounts).toHaveLength(1)
})
