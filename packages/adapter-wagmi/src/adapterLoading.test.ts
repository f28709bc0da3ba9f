import { BaseError, ModuleLoadError, mainnet } from '@openappkit/core'
import { lazyModule } from '@openappkit/core/internal'
import { walletConnectConnectorId } from '@openappkit/walletconnect'
import { type CreateConnectorFn, createConfig, http, mock } from '@wagmi/core'
import { describe, expect, test, vi } from 'vitest'
import { createWagmiAdapterWith } from './createWagmiAdapter.ts'
import * as loadedModule from './loaded/createLoadedAdapter.ts'

// createWagmiAdapter returns at once and fetches its wagmi/viem code with import(): here that
// fetch is held and released (or failed) at chosen moments.

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function appConnector(): CreateConnectorFn {
  return (config) => ({ ...mock({ accounts: [alice] })(config), id: 'app', name: 'App' })
}

/**
 * Loads of the adapter's code, each waiting until released or failed, counting what they build.
 * `release` answers the oldest load still waiting; `fail` fails it and the one retry the loader
 * makes at once (a fetch that fails twice in a row).
 */
function heldLoad(module: Partial<typeof loadedModule> = loadedModule) {
  const gates: { release: () => void; fail: (error: unknown) => void }[] = []
  let loads = 0
  let built = 0
  const load = async (): Promise<typeof loadedModule> => {
    loads++
    await new Promise<void>((release, fail) => gates.push({ release: () => release(), fail }))
    const create = module.createLoadedAdapter as typeof loadedModule.createLoadedAdapter
    return {
      createLoadedAdapter: (input) => {
        built++
        return create(input)
      },
    }
  }
  return {
    code: lazyModule('the wagmi adapter', load),
    release: () => gates.shift()?.release(),
    fail: async (error: unknown) => {
      gates.shift()?.fail(error)
      await settle()
      gates.shift()?.fail(error)
    },
    loads: () => loads,
    built: () => built,
  }
}

const options = { networks: [mainnet], storage: null, injected: false, connectors: [appConnector()] }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the adapter before its code is in', () => {
  test('lists no connector and refuses wagmiConfig clearly; once in, both, and early watchers get the list', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(options, held.code)
    const seen: string[][] = []
    adapter.watchConnectors((list) => seen.push(list.map((c) => c.id)))
    expect(adapter.getConnectors()).toEqual([])
    expect(() => adapter.wagmiConfig).toThrow(
      expect.objectContaining({ shortMessage: 'The wagmi config is not built yet' }),
    )
    await settle()
    expect(seen).toEqual([])
    held.release()
    const config = await adapter.loaded
    expect(adapter.wagmiConfig).toBe(config)
    expect(adapter.getConnectors().map((c) => [c.id, c.type])).toEqual([['app', 'EXTERNAL']])
    expect(seen).toEqual([['app']])
    expect(held.built()).toBe(1)
    adapter.destroy()
  })

  test('whenDiscovered settles once the code is in, after the watchers have the list', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(options, held.code)
    const seen: string[][] = []
    adapter.watchConnectors((list) => seen.push(list.map((c) => c.id)))
    let discovered = false
    const discovering = adapter.whenDiscovered?.().then(() => {
      discovered = true
      return [...seen]
    })
    await settle()
    expect(discovered).toBe(false)
    held.release()
    expect(await discovering).toEqual([['app']])
    adapter.destroy()
  })

  test('a connect asked for meanwhile waits for the code and then connects', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(options, held.code)
    let result: unknown
    const connecting = adapter.connect({ connectorId: 'app' }).then((r) => {
      result = r
    })
    await settle()
    expect(result).toBeUndefined()
    held.release()
    await connecting
    expect(result).toEqual({
      connectorId: 'app',
      accounts: [{ namespace: 'eip155', address: alice, type: 'eoa' }],
      chainId: 1,
    })
    expect(adapter.wagmiConfig.state.status).toBe('connected')
    adapter.destroy()
  })

  test("the app's own wagmi config is wagmiConfig at once", async () => {
    const held = heldLoad()
    const wagmiConfig = createConfig({ chains: [mainnet as never], transports: { 1: http() }, storage: null })
    const adapter = createWagmiAdapterWith({ networks: [mainnet], wagmiConfig }, held.code)
    expect(adapter.wagmiConfig).toBe(wagmiConfig)
    held.release()
    expect(await adapter.loaded).toBe(wagmiConfig)
    adapter.destroy()
  })

  test('units work before any code is in (core conversions, extra digits cut)', () => {
    const adapter = createWagmiAdapterWith(options, heldLoad().code)
    expect(adapter.parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(adapter.parseUnits('0.1234567', 6)).toBe(123_456n)
    expect(adapter.formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(() => adapter.parseUnits('1e5', 6)).toThrow(BaseError)
  })
})

describe('code that does not come', () => {
  const refused = expect.objectContaining({ shortMessage: 'Could not load the wagmi adapter' })

  test('a failed fetch: loaded and every waiting call reject with our error, the cause kept; nothing changes', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(options, held.code)
    const seen: unknown[] = []
    adapter.watchConnectors((list) => seen.push(list))
    const loaded = adapter.loaded
    const connecting = adapter.connect({ connectorId: 'app' })
    const restoring = adapter.syncConnection({ connectorId: 'app' })
    // Core counts a failed discovery as done: a click then connects what the other adapters found.
    const discovering = adapter.whenDiscovered?.()
    const offline = new TypeError('Failed to fetch dynamically imported module')
    await held.fail(offline)
    await expect(connecting).rejects.toThrow(refused)
    await expect(restoring).rejects.toBeInstanceOf(ModuleLoadError)
    await expect(discovering).rejects.toThrow(refused)
    await expect(loaded).rejects.toMatchObject({ cause: offline })
    expect(adapter.getConnectors()).toEqual([])
    expect(seen).toEqual([])
    expect(() => adapter.wagmiConfig).toThrow(BaseError)
    // A later call tries again; offline still, it fails the same way.
    const balance = adapter.getBalance({ address: alice, network: mainnet })
    await settle()
    await held.fail(offline)
    await expect(balance).rejects.toThrow(refused)
    expect(held.built()).toBe(0)
  })

  test('reading loaded after a failure fetches nothing (a renderer suspending on it sees the error); asking for the wallets does', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(options, held.code)
    const first = adapter.loaded
    await held.fail(new TypeError('Failed to fetch dynamically imported module'))
    await expect(first).rejects.toThrow(refused)
    expect(adapter.loaded).toBe(first)
    expect(adapter.loaded).toBe(first)
    expect(held.loads()).toBe(2)
    expect(adapter.getConnectors()).toEqual([])
    expect(held.loads()).toBe(3)
    expect(adapter.loaded).not.toBe(first)
    held.release()
    await adapter.loaded
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['app'])
    adapter.destroy()
  })

  test("an error while building is the adapter's own: passed on as it is, not built again", async () => {
    const broken = new Error('an app connector threw while being set up')
    const held = heldLoad({
      createLoadedAdapter: () => {
        throw broken
      },
    })
    const adapter = createWagmiAdapterWith(options, held.code)
    held.release()
    await expect(adapter.loaded).rejects.toBe(broken)
    await expect(adapter.connect({ connectorId: 'app' })).rejects.toBe(broken)
    adapter.getConnectors()
    expect(held.loads()).toBe(1)
    expect(held.built()).toBe(1)
  })

  test('the next call after a failed load tries again, and a later success serves everyone', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(options, held.code)
    const seen: string[][] = []
    adapter.watchConnectors((list) => seen.push(list.map((c) => c.id)))
    const failed = adapter.loaded
    await held.fail(new TypeError('Failed to fetch dynamically imported module'))
    await expect(failed).rejects.toThrow(refused)
    expect(held.loads()).toBe(2)
    const connecting = adapter.connect({ connectorId: 'app' })
    await settle()
    expect(held.loads()).toBe(3)
    expect(adapter.loaded).not.toBe(failed)
    held.release()
    expect(await connecting).toMatchObject({ connectorId: 'app' })
    expect(await adapter.loaded).toBe(adapter.wagmiConfig)
    expect(seen).toEqual([['app']])
    expect(held.built()).toBe(1)
    adapter.destroy()
  })

  test('destroyed first: nothing is built, watchers are never called, calls reject', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(options, held.code)
    const seen: unknown[] = []
    adapter.watchConnectors((list) => seen.push(list))
    const stopped = adapter.watchConnectors(() => seen.push('unsubscribed watcher called'))
    stopped()
    adapter.destroy()
    held.release()
    const destroyed = expect.objectContaining({ shortMessage: 'The wallet adapter was destroyed' })
    await expect(adapter.loaded).rejects.toThrow(destroyed)
    await expect(adapter.connect({ connectorId: 'app' })).rejects.toThrow(destroyed)
    expect(held.loads()).toBe(1)
    expect(held.built()).toBe(0)
    expect(seen).toEqual([])
  })

  test('a watcher that unsubscribed before the code came is never called', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(options, held.code)
    const seen: unknown[] = []
    const stop = adapter.watchConnectors((list) => seen.push(list))
    stop()
    held.release()
    await adapter.loaded
    expect(seen).toEqual([])
    adapter.destroy()
  })
})

describe('what the adapter knows before its code', () => {
  test('the WalletConnect connector is listed at once, as the loaded code lists it', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(
      { ...options, projectId: 'p1', walletConnect: { relayUrl: 'ws://127.0.0.1:1' } },
      held.code,
    )
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({
        id: walletConnectConnectorId,
        type: 'WALLET_CONNECT',
        name: 'WalletConnect',
      }),
    ])
    const early = adapter.getConnectors()[0]
    held.release()
    await adapter.loaded
    // The same listing as the loaded connector's, so the wallet list does not change under the user.
    expect(adapter.getConnectors().find((c) => c.type === 'WALLET_CONNECT')).toEqual(early)
    adapter.destroy()
  })

  test('a connect or restore core gave up on while the code came is not started', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(options, held.code)
    const controller = new AbortController()
    const restoring = adapter.syncConnection({ connectorId: 'app', signal: controller.signal })
    const connecting = adapter.connect({ connectorId: 'app', signal: controller.signal })
    controller.abort(new Error('the user went elsewhere'))
    held.release()
    await expect(restoring).rejects.toThrow('the user went elsewhere')
    await expect(connecting).rejects.toThrow('the user went elsewhere')
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
    adapter.destroy()
  })

  test('a watcher that throws is its own problem: the others get the list, the adapter loads', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(options, held.code)
    const noted = vi.spyOn(console, 'error').mockImplementation(() => {})
    adapter.watchConnectors(() => {
      throw new Error('a broken watcher')
    })
    const seen: string[][] = []
    adapter.watchConnectors((list) => seen.push(list.map((c) => c.id)))
    held.release()
    await adapter.loaded
    expect(seen).toEqual([['app']])
    expect(noted).toHaveBeenCalledWith('[openappkit] a connector watcher threw', expect.any(Error))
    noted.mockRestore()
    adapter.destroy()
  })

  test('with your own wagmi config, options only a config of ours uses are refused, naming the option', () => {
    const wagmiConfig = createConfig({ chains: [mainnet as never], transports: { 1: http() }, storage: null })
    for (const option of [{ injected: false }, { connectors: [] }, { projectId: 'p1' }, { storage: null }]) {
      expect(() =>
        createWagmiAdapterWith({ networks: [mainnet], wagmiConfig, ...option }, heldLoad().code),
      ).toThrow(
        expect.objectContaining({
          details: expect.stringContaining(`\`${Object.keys(option)[0]}\` is not used`),
        }),
      )
    }
    expect(() =>
      createWagmiAdapterWith(
        { networks: [mainnet], wagmiConfig, walletConnect: false, eip6963: false },
        heldLoad().code,
      ),
    ).not.toThrow()
  })
})
