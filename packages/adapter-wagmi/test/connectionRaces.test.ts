import type { CaipNetwork } from '@openappkit/core'
import { announceEip6963, createEvmWallet } from '@openappkit/testing/wallet'
import type { EIP1193Provider, Hex } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { createWagmiAdapter, type WagmiAdapter } from '../src/exports/index.ts'
import { icon, memoryStorage } from './fixtures.ts'
import { type LocalChains, useLocalChains } from './localChains.ts'

// Two extension wallets whose answers are held and released at chosen moments: an answer to a
// connect or restore that core abandoned (its signal aborted) never becomes wagmi's current
// connection, and the wallet that gave it is asked to end its session.

let chains: LocalChains
let local: CaipNetwork
useLocalChains((environment) => {
  ;({ chains, local } = environment)
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** The wallet's provider, with the next call of a method held until released. */
function holdable(provider: EIP1193Provider) {
  const held = new Map<string, { wait: Promise<void>; reached: () => void }>()
  const wrapped = {
    ...provider,
    on: provider.on.bind(provider),
    removeListener: provider.removeListener.bind(provider),
    async request(args: { method: string; params?: unknown }) {
      const hold = held.get(args.method)
      if (hold) {
        held.delete(args.method)
        hold.reached()
        await hold.wait
      }
      return provider.request(args as never)
    },
  } as EIP1193Provider
  return {
    provider: wrapped,
    /** Holds the next call of `method`; `reached` settles when the wallet is asked it. */
    hold(method: string) {
      let release = () => {}
      let reached = () => {}
      const asked = new Promise<void>((resolve) => {
        reached = resolve
      })
      const wait = new Promise<void>((resolve) => {
        release = resolve
      })
      held.set(method, { wait, reached })
      return { release: () => release(), reached: asked }
    },
  }
}

function wallet(index: number, rdns: string) {
  const test = createEvmWallet({
    privateKeys: [chains.devstack.accounts.evm[index]?.privateKey as Hex],
    chains: { [local.id as number]: chains.devstack.urls.evmRpc },
    chainId: local.id as number,
  })
  const held = holdable(test.provider)
  const info = { uuid: `7f1c1a5e-0000-4000-8000-00000000010${index}`, name: rdns, icon, rdns }
  cleanups.push(announceEip6963(held.provider, info))
  return { ...test, hold: held.hold, rdns, address: test.addresses[0] as string }
}

function newAdapter(storage = memoryStorage()): WagmiAdapter {
  const adapter = createWagmiAdapter({ networks: [local], storage })
  cleanups.push(() => adapter.destroy())
  return adapter
}

/** An adapter whose code is in: a connect abandoned from here on has already asked the wallet. */
async function loadedAdapter(): Promise<WagmiAdapter> {
  const adapter = newAdapter()
  await adapter.loaded
  return adapter
}

/** A page that connected `wallet`, reloaded: a new adapter on the same storage. */
async function reloadedAfterConnecting(wallet: { rdns: string }) {
  const storage = memoryStorage()
  const first = newAdapter(storage)
  await first.connect({ connectorId: wallet.rdns })
  first.destroy()
  // What wagmi persisted for the next page, before that page's adapter reads it.
  const persisted = storage.items.get('wagmi.store')
  return { adapter: newAdapter(storage), persisted }
}

const currentOf = (adapter: WagmiAdapter) => {
  const { status, current, connections } = adapter.wagmiConfig.state
  const active = current ? connections.get(current) : undefined
  return { status, connector: active?.connector.id, accounts: active?.accounts, size: connections.size }
}
const methods = (w: { requests: { method: string }[] }) => w.requests.map((r) => r.method)

describe('an abandoned connect answered late', () => {
  test("A approves after B connected: wagmi stays on B, and A's session is ended on its side", async () => {
    const a = wallet(0, 'dev.openappkit.race.a')
    const b = wallet(1, 'dev.openappkit.race.b')
    const adapter = await loadedAdapter()
    const heldA = a.hold('wallet_requestPermissions')
    const controller = new AbortController()
    const pendingA = adapter
      .connect({ connectorId: a.rdns, signal: controller.signal })
      .catch((e: unknown) => e)
    await heldA.reached
    controller.abort(new Error('the user picked B'))
    await adapter.connect({ connectorId: b.rdns })
    expect(currentOf(adapter)).toMatchObject({ status: 'connected', connector: b.rdns })
    const seen: (string | undefined)[] = []
    const stop = adapter.wagmiConfig.subscribe(
      (state) => (state.current ? state.connections.get(state.current)?.connector.id : undefined),
      (id) => seen.push(id),
    )
    heldA.release()
    expect(await pendingA).toMatchObject({ message: 'the user picked B' })
    stop()
    expect(currentOf(adapter)).toMatchObject({ status: 'connected', connector: b.rdns, size: 1 })
    expect(currentOf(adapter).accounts).toEqual([b.address])
    // wagmi made A current for one synchronous step; it was given back before anything rendered.
    expect(seen.at(-1)).toBe(b.rdns)
    expect(methods(a)).toContain('wallet_revokePermissions')
    expect(methods(b)).not.toContain('wallet_revokePermissions')
  })

  test('the same wallet connected again meanwhile: its late first answer leaves it connected', async () => {
    const a = wallet(0, 'dev.openappkit.race.same')
    const adapter = await loadedAdapter()
    const heldFirst = a.hold('wallet_requestPermissions')
    const controller = new AbortController()
    const first = adapter.connect({ connectorId: a.rdns, signal: controller.signal }).catch((e: unknown) => e)
    await heldFirst.reached
    controller.abort(new Error('picked again'))
    const second = adapter.connect({ connectorId: a.rdns })
    heldFirst.release()
    await first
    await second
    expect(currentOf(adapter)).toMatchObject({ status: 'connected', connector: a.rdns })
    expect(methods(a)).not.toContain('wallet_revokePermissions')
  })
})

describe('on reload', () => {
  test("wagmi's stored connections are dropped at creation: no stale current for a later connect", async () => {
    const a = wallet(0, 'dev.openappkit.reload.a')
    const { adapter: reloaded, persisted } = await reloadedAfterConnecting(a)
    expect(persisted).toContain(a.rdns)
    await reloaded.loaded
    // wagmi reads its storage a few ticks after the adapter's code is in (its storage is async).
    await expect.poll(() => reloaded.wagmiConfig.state.connections.size).toBe(0)
    expect(reloaded.wagmiConfig.state).toMatchObject({ current: null, status: 'disconnected' })
    const restored = await reloaded.syncConnection({ connectorId: a.rdns })
    expect(restored?.accounts.map((account) => account.address)).toEqual([a.address])
    expect(currentOf(reloaded)).toMatchObject({ status: 'connected', connector: a.rdns, size: 1 })
  })
})

describe('a restore answered after the user connected by hand', () => {
  test('wagmi keeps the connection made by hand; the restored wallet is ended on its side', async () => {
    const a = wallet(0, 'dev.openappkit.restore.a')
    const b = wallet(1, 'dev.openappkit.restore.b')
    const { adapter } = await reloadedAfterConnecting(a)
    const heldRestore = a.hold('eth_accounts')
    const controller = new AbortController()
    const restore = adapter
      .syncConnection({ connectorId: a.rdns, signal: controller.signal })
      .catch((e: unknown) => e)
    await expect.poll(() => adapter.wagmiConfig.state.status).toBe('reconnecting')
    // Core aborts the restore when the user connects by hand.
    controller.abort(new Error('connected by hand'))
    await adapter.connect({ connectorId: b.rdns })
    heldRestore.release()
    expect(await restore).toMatchObject({ message: 'connected by hand' })
    expect(currentOf(adapter)).toMatchObject({ status: 'connected', connector: b.rdns, size: 1 })
    expect(methods(a)).toContain('wallet_revokePermissions')
  })

  test('a wallet that never answers the restore does not block a connect by hand', async () => {
    const a = wallet(0, 'dev.openappkit.restore.hang')
    const { adapter } = await reloadedAfterConnecting(a)
    expect(adapter.syncTimeoutMs).toBe(10_000)
    a.hangNext('eth_accounts')
    void adapter.syncConnection({ connectorId: a.rdns })
    await expect.poll(() => adapter.wagmiConfig.state.status).toBe('reconnecting')
    const connected = await adapter.connect({ connectorId: a.rdns })
    expect(connected.accounts.map((account) => account.address)).toEqual([a.address])
    expect(currentOf(adapter)).toMatchObject({ status: 'connected', connector: a.rdns })
  })
})
