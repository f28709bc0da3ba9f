import {
  type AppKit,
  type CaipNetwork,
  connect,
  createAppKit,
  disconnect,
  getAccount,
  getConnectors,
} from '@openappkit/core'
import { lazyModule } from '@openappkit/core/internal'
import { announceEip6963, createEvmWallet } from '@openappkit/testing/wallet'
import type { Hex } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { createWagmiAdapter, createWagmiAdapterWith } from '../src/createWagmiAdapter.ts'
import * as loadedModule from '../src/loaded/createLoadedAdapter.ts'
import { icon, memoryStorage } from './fixtures.ts'
import { type LocalChains, useLocalChains } from './localChains.ts'

// A page reloaded after connecting, whose adapter code (wagmi, viem) arrives late: core shows the
// restore as connecting meanwhile and adopts it once the code is in, unless the user acted first.

let chains: LocalChains
let local: CaipNetwork
useLocalChains((environment) => {
  ;({ chains, local } = environment)
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const rdns = 'dev.openappkit.slowload'

function pageOn(
  storages: { core: ReturnType<typeof memoryStorage>; wagmi: ReturnType<typeof memoryStorage> },
  load?: () => Promise<typeof loadedModule>,
) {
  const parameters = {
    networks: [local],
    storage: storages.wagmi,
    injected: false,
    walletConnect: false as const,
  }
  const adapter = load
    ? createWagmiAdapterWith(parameters, lazyModule('the wagmi adapter', load))
    : createWagmiAdapter(parameters)
  const appKit = createAppKit({
    projectId: 'openappkit-tests',
    networks: [local],
    adapters: [adapter],
    storage: storages.core,
    services: {
      blockchainApi: false,
      walletDirectory: false,
      analytics: false,
      rpc: false,
      authFrame: false,
    },
  })
  cleanups.push(() => {
    appKit.destroy()
    adapter.destroy()
  })
  return appKit
}

function heldLoad() {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const load = async () => {
    await gate
    return loadedModule
  }
  return { load, release: () => release() }
}

/** A page that connected the announced test wallet through core, then was closed. */
async function connectedBefore() {
  const wallet = createEvmWallet({
    privateKeys: [chains.devstack.accounts.evm[0]?.privateKey as Hex],
    chains: { [local.id as number]: chains.devstack.urls.evmRpc },
    chainId: local.id as number,
  })
  cleanups.push(
    announceEip6963(wallet.provider, {
      uuid: '5e1f0a2b-0000-4000-8000-000000000001',
      name: 'Slow',
      icon,
      rdns,
    }),
  )
  const storages = { core: memoryStorage(), wagmi: memoryStorage() }
  const first = pageOn(storages)
  await connect(first, { connectorId: rdns, namespace: 'eip155' })
  expect(getAccount(first).status).toBe('connected')
  first.destroy()
  return { storages, address: wallet.addresses[0] as string }
}

const status = (appKit: AppKit) => getAccount(appKit).status

describe('the adapter code arrives after the page', () => {
  test('the restore shows connecting while it is held, then connects the stored wallet', async () => {
    const { storages, address } = await connectedBefore()
    const held = heldLoad()
    const appKit = pageOn(storages, held.load)
    expect(status(appKit)).toBe('connecting')
    expect(getConnectors(appKit)).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(status(appKit)).toBe('connecting')
    held.release()
    await appKit.ready
    expect(getAccount(appKit)).toMatchObject({ status: 'connected', address })
    expect(getConnectors(appKit).map((c) => c.id)).toContain(rdns)
  })

  test('a disconnect while it is held wins: the late code restores nothing', async () => {
    const { storages } = await connectedBefore()
    const held = heldLoad()
    const appKit = pageOn(storages, held.load)
    expect(status(appKit)).toBe('connecting')
    const disconnecting = disconnect(appKit)
    held.release()
    await disconnecting
    await appKit.ready
    expect(status(appKit)).toBe('disconnected')
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(status(appKit)).toBe('disconnected')
    // The disconnect is kept: the next page restores nothing.
    const next = pageOn(storages)
    await next.ready
    expect(status(next)).toBe('disconnected')
  })

  test('code that cannot load: disconnected with our error, the connection kept for the next page', async () => {
    const { storages, address } = await connectedBefore()
    const offline = new TypeError('Failed to fetch dynamically imported module')
    const appKit = pageOn(storages, () => Promise.reject(offline))
    const errors: unknown[] = []
    appKit.emitter.on('error', ({ error }) => errors.push(error))
    await appKit.ready
    expect(status(appKit)).toBe('disconnected')
    expect(errors).toEqual([
      expect.objectContaining({ shortMessage: 'Could not load the wagmi adapter', cause: offline }),
    ])
    const next = pageOn(storages)
    await next.ready
    expect(getAccount(next)).toMatchObject({ status: 'connected', address })
  })
})
