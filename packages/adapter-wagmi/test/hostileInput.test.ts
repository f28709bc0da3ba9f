import type { AdapterEvent, CaipNetwork } from '@openappkit/core'
import { announceEip6963, announceRaw, createEvmWallet } from '@openappkit/testing/wallet'
import type { Address, Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createWagmiAdapter, type WagmiAdapter } from '../src/exports/index.ts'
import { icon, memoryStorage } from './fixtures.ts'
import { type LocalChains, useLocalChains } from './localChains.ts'

// Garbage wallet answers and events, and hostile EIP-6963 announcements, against the real
// adapter on anvil: a clear error or a console note each time, no uncaught error, no state
// change, and the good wallets still listed and usable.

let chains: LocalChains
let local: CaipNetwork
let other: CaipNetwork
useLocalChains((environment) => {
  ;({ chains, local, other } = environment)
})

const info = {
  uuid: '7f1c1a5e-0000-4000-8000-000000000021',
  name: 'Honest Wallet',
  icon,
  rdns: 'dev.openappkit.honest',
}

const cleanups: (() => void)[] = []
let uncaught: unknown[]
let warn: { mock: { calls: unknown[][] } }
const onUnhandled = (reason: unknown) => uncaught.push(reason)
const onWindowError = (event: Event) => uncaught.push((event as ErrorEvent).error ?? event)

beforeEach(() => {
  uncaught = []
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  process.on('unhandledRejection', onUnhandled)
  process.on('uncaughtException', onUnhandled)
  window.addEventListener('error', onWindowError)
})
afterEach(async () => {
  // Give a stray async handler the time to reject before checking nothing did.
  await new Promise((resolve) => setTimeout(resolve, 50))
  process.off('unhandledRejection', onUnhandled)
  process.off('uncaughtException', onUnhandled)
  window.removeEventListener('error', onWindowError)
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.restoreAllMocks()
  expect(uncaught).toEqual([])
})

function newWallet() {
  return createEvmWallet({
    privateKeys: [chains.devstack.accounts.evm[0]?.privateKey as Hex],
    chains: { [local.id as number]: chains.devstack.urls.evmRpc, [other.id as number]: chains.second.url },
    chainId: local.id as number,
  })
}

function newAdapter(storage = memoryStorage()): { adapter: WagmiAdapter; events: AdapterEvent[] } {
  const adapter = createWagmiAdapter({ networks: [local, other], storage, injected: false })
  const events: AdapterEvent[] = []
  const stop = adapter.subscribe((event) => events.push(event))
  cleanups.push(() => {
    stop()
    adapter.destroy()
  })
  return { adapter, events }
}

function setup() {
  const wallet = newWallet()
  cleanups.push(announceEip6963(wallet.provider, info))
  const storage = memoryStorage()
  return { wallet, storage, ...newAdapter(storage), address: wallet.addresses[0] as Address }
}

const connection = (adapter: WagmiAdapter) => {
  const { status, current, connections } = adapter.wagmiConfig.state
  const active = current ? connections.get(current) : undefined
  return { status, accounts: active?.accounts, chainId: active?.chainId }
}

const notes = () => warn.mock.calls.map(([message]) => String(message))

const garbageChainIds: unknown[] = [
  '0xZZ',
  `0x${'f'.repeat(64)}`, // 2^256-1
  '1e400',
  '',
  '-1',
  -1,
  1.5,
  '0x0',
  null,
  { chainId: 1 },
]

describe('garbage events from a connected wallet', () => {
  test('accountsChanged that is not a list of addresses: noted, no throw, no state change', async () => {
    const { adapter, events, wallet, address } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const before = connection(adapter)
    const garbage: unknown[] = [['0xnope'], 'not-a-list', { 0: address, length: 1 }, null, [address, 42], 7]
    for (const accounts of garbage) wallet.emitRaw('accountsChanged', accounts)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(connection(adapter)).toEqual(before)
    expect(events).toEqual([])
    expect(notes()).toHaveLength(garbage.length)
    expect(notes()[0]).toMatch(
      /^\[openappkit\] ignored "accountsChanged" from "Honest Wallet": received \["0xnope"\]/,
    )
    // The wallet still works: a real account change gets through.
    const second = chains.devstack.accounts.evm[1]
    wallet.changeAccounts([second?.privateKey as Hex])
    await vi.waitFor(() => expect(connection(adapter).accounts).toEqual([second?.address]))
  })

  test('chainChanged of every bad form: noted, never NaN, Infinity or 0 in state', async () => {
    const { adapter, events, wallet } = setup()
    await adapter.connect({ connectorId: info.rdns })
    const before = connection(adapter)
    for (const chainId of garbageChainIds) wallet.emitRaw('chainChanged', chainId)
    expect(connection(adapter)).toEqual(before)
    expect(events).toEqual([])
    expect(notes()).toHaveLength(garbageChainIds.length)
    expect(notes()[1]).toContain(`received "0x${'f'.repeat(64)}"`)
    // A decimal string is a chain (some wallets send one): it is read as the number.
    wallet.emitRaw('chainChanged', String(other.id))
    expect(events).toEqual([{ type: 'chainChanged', chainId: other.id }])
  })

  test('before connecting: a garbage connect or accountsChanged neither connects nor throws', async () => {
    const { adapter, wallet } = setup()
    await adapter.loaded // set up: the connector now listens for the wallet's connect
    wallet.emitRaw('connect', { chainId: '0xZZ' })
    wallet.emitRaw('connect', null)
    wallet.emitRaw('accountsChanged', ['0xnope'])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(connection(adapter).status).toBe('disconnected')
    expect(notes()).toHaveLength(3)
  })
})

describe('garbage answers', () => {
  test('a connect whose eth_chainId is not a chain fails clearly and connects nothing; then one that is works', async () => {
    const { adapter, wallet, address } = setup()
    for (const chainId of garbageChainIds) {
      wallet.answerNext('eth_chainId', chainId)
      await expect(adapter.connect({ connectorId: info.rdns })).rejects.toMatchObject({
        name: 'InvalidWalletResponseError',
        shortMessage: 'The wallet answered with an invalid chain id',
      })
      expect(connection(adapter)).toEqual({ status: 'disconnected', accounts: undefined, chainId: undefined })
    }
    wallet.answerNext('eth_chainId', String(local.id))
    await expect(adapter.connect({ connectorId: info.rdns })).resolves.toMatchObject({
      accounts: [{ address }],
      chainId: local.id,
    })
  })

  test('eth_requestAccounts answering a non-list fails as an invalid account list', async () => {
    const { adapter, wallet } = setup()
    wallet.answerNext('wallet_requestPermissions', [])
    wallet.answerNext('eth_requestAccounts', 'all of them')
    await expect(adapter.connect({ connectorId: info.rdns })).rejects.toMatchObject({
      shortMessage: 'The wallet answered with an invalid account list',
    })
    expect(connection(adapter).status).toBe('disconnected')
  })

  test('a restore whose eth_accounts is garbage restores nothing and throws nothing', async () => {
    const { adapter, wallet, storage } = setup()
    await adapter.connect({ connectorId: info.rdns })
    adapter.destroy()
    const reloaded = newAdapter(storage).adapter
    wallet.answerAlways('eth_accounts', { accounts: 'yes' })
    expect(await reloaded.syncConnection({ connectorId: info.rdns })).toBeNull()
    expect(connection(reloaded).status).toBe('disconnected')
    wallet.answerNormally('eth_accounts')
  })
})

describe('hostile announcements', () => {
  const otherProvider = () => newWallet().provider
  const listed = (adapter: WagmiAdapter) =>
    adapter.getConnectors().map(({ id, name, imageUrl, info }) => ({ id, name, imageUrl, rdns: info?.rdns }))

  test("an announcement reusing another wallet's rdns takes no row: both are listed, each usable", async () => {
    // The impostor answers the adapter's request first, as an extension injected earlier could.
    cleanups.push(announceEip6963(otherProvider(), { ...info, uuid: 'impostor', name: 'Impostor' }))
    const { adapter, wallet, address } = setup()
    await adapter.loaded
    expect(listed(adapter)).toEqual([
      { id: info.rdns, name: 'Impostor', imageUrl: icon, rdns: info.rdns },
      { id: `${info.rdns}#2`, name: 'Honest Wallet', imageUrl: icon, rdns: undefined },
    ])
    expect(notes()).toContain(
      `[openappkit] the wallet "Honest Wallet" announced itself with problems: its rdns ${info.rdns} is already another wallet's; both are listed.`,
    )
    const result = await adapter.connect({ connectorId: `${info.rdns}#2` })
    expect(result.accounts[0]?.address).toBe(address)
    expect(wallet.requests.map((r) => r.method)).toContain('wallet_requestPermissions')
  })

  test('a reused uuid is noted and hides no wallet; re-announcements of one provider add nothing', async () => {
    const { adapter } = setup()
    await adapter.loaded
    const twin = otherProvider()
    announceRaw({ info: { ...info, rdns: 'dev.openappkit.twin', name: 'Twin' }, provider: twin })
    announceRaw({ info: { ...info, rdns: 'dev.openappkit.twin', name: 'Twin' }, provider: twin })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(listed(adapter).map((c) => c.name)).toEqual(['Honest Wallet', 'Twin'])
    expect(notes()).toEqual([
      `[openappkit] the wallet "Twin" announced itself with problems: its uuid ${info.uuid} is already another wallet's.`,
    ])
  })

  test('bad icons: the wallet is listed with a placeholder (no imageUrl) and the reason is noted', async () => {
    const { adapter } = setup()
    await adapter.loaded
    const icons = {
      'dev.openappkit.remote': 'https://tracker.test/pixel.png',
      'dev.openappkit.huge': `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024)}`,
      'dev.openappkit.script': 'javascript:alert(1)',
    }
    for (const [rdns, bad] of Object.entries(icons)) {
      announceRaw({ info: { uuid: rdns, name: rdns, icon: bad, rdns }, provider: otherProvider() })
    }
    expect(listed(adapter).slice(1)).toEqual(
      Object.keys(icons).map((rdns) => ({ id: rdns, name: rdns, imageUrl: undefined, rdns })),
    )
    expect(notes()).toHaveLength(3)
    expect(notes()[0]).toContain('remote icons are not loaded')
  })

  test('throwing getters, a Proxy and garbage details raise nothing uncaught and list nothing', async () => {
    const { adapter } = setup()
    await adapter.loaded
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error('gotcha')
        },
        has() {
          throw new Error('gotcha')
        },
      },
    )
    const throwingInfo = {
      get uuid(): string {
        throw new Error('gotcha')
      },
    }
    announceRaw(trap)
    announceRaw({ info: trap, provider: otherProvider() })
    announceRaw({ info: throwingInfo, provider: otherProvider() })
    announceRaw({ info: { ...info, rdns: 'dev.openappkit.x', uuid: 'x' }, provider: trap })
    announceRaw(null)
    announceRaw('a string')
    expect(listed(adapter).map((c) => c.name)).toEqual(['Honest Wallet'])
    expect(notes()).toHaveLength(6)
    expect(notes()[1]).toBe(
      '[openappkit] ignored a wallet announcement: announcement info.uuid must be a non-empty string.',
    )
  })
})
