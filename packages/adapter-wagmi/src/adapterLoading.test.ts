import { BaseError, mainnet } from '@openappkit/core'
import { type CreateConnectorFn, createConfig, http, mock } from '@wagmi/core'
import { describe, expect, test } from 'vitest'
import { createWagmiAdapterWith, type LoadAdapter } from './createWagmiAdapter'
import * as loadedModule from './loaded/createLoadedAdapter'

// createWagmiAdapter returns at once and fetches its wagmi/viem code with import(): here that
// fetch is held and released (or failed) at chosen moments.

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function appConnector(): CreateConnectorFn {
  return (config) => ({ ...mock({ accounts: [alice] })(config), id: 'app', name: 'App' })
}

/** A load of the adapter's code that waits until released, counting what it builds. */
function heldLoad(module: Partial<typeof loadedModule> = loadedModule) {
  let release: () => void = () => {}
  let fail: (error: unknown) => void = () => {}
  const gate = new Promise<void>((resolve, reject) => {
    release = resolve
    fail = reject
  })
  let built = 0
  const load: LoadAdapter = async () => {
    await gate
    const create = module.createLoadedAdapter
    return {
      createLoadedAdapter: ((input) => {
        built++
        return (create as typeof loadedModule.createLoadedAdapter)(input)
      }) as typeof loadedModule.createLoadedAdapter,
    }
  }
  return { load, release: () => release(), fail: (error: unknown) => fail(error), built: () => built }
}

const options = { networks: [mainnet], storage: null, injected: false, connectors: [appConnector()] }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the adapter before its code is in', () => {
  test('lists no connector and refuses wagmiConfig clearly; once in, both, and early watchers get the list', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(options, held.load)
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

  test('a connect asked for meanwhile waits for the code and then connects', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(options, held.load)
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
    const adapter = createWagmiAdapterWith({ networks: [mainnet], wagmiConfig }, held.load)
    expect(adapter.wagmiConfig).toBe(wagmiConfig)
    held.release()
    expect(await adapter.loaded).toBe(wagmiConfig)
    adapter.destroy()
  })

  test('units work before any code is in (core conversions, extra digits cut)', () => {
    const adapter = createWagmiAdapterWith(options, heldLoad().load)
    expect(adapter.parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(adapter.parseUnits('0.1234567', 6)).toBe(123_456n)
    expect(adapter.formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(() => adapter.parseUnits('1e5', 6)).toThrow(BaseError)
  })
})

describe('code that does not come', () => {
  const refused = expect.objectContaining({ shortMessage: 'The wallet adapter could not load' })

  test('a failed fetch: loaded and every call reject with our error, the cause kept; nothing changes', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(options, held.load)
    const seen: unknown[] = []
    adapter.watchConnectors((list) => seen.push(list))
    const connecting = adapter.connect({ connectorId: 'app' })
    const restoring = adapter.syncConnection({ connectorId: 'app' })
    const offline = new TypeError('Failed to fetch dynamically imported module')
    held.fail(offline)
    await expect(connecting).rejects.toThrow(refused)
    await expect(restoring).rejects.toThrow(refused)
    await expect(adapter.loaded).rejects.toMatchObject({ cause: offline })
    await expect(adapter.getBalance({ address: alice, network: mainnet })).rejects.toThrow(refused)
    expect(adapter.getConnectors()).toEqual([])
    expect(seen).toEqual([])
    expect(() => adapter.wagmiConfig).toThrow(BaseError)
  })

  test('a module without the factory (a garbage answer) is the same error', async () => {
    const held = heldLoad({})
    const adapter = createWagmiAdapterWith(options, held.load)
    held.release()
    await expect(adapter.loaded).rejects.toThrow(refused)
    await expect(adapter.disconnect()).rejects.toThrow(refused)
  })

  test('destroyed first: nothing is built, watchers are never called, calls reject', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(options, held.load)
    const seen: unknown[] = []
    adapter.watchConnectors((list) => seen.push(list))
    const stopped = adapter.watchConnectors(() => seen.push('unsubscribed watcher called'))
    stopped()
    adapter.destroy()
    held.release()
    await expect(adapter.loaded).rejects.toThrow(refused)
    await expect(adapter.connect({ connectorId: 'app' })).rejects.toThrow(refused)
    expect(held.built()).toBe(0)
    expect(seen).toEqual([])
  })

  test('a watcher that unsubscribed before the code came is never called', async () => {
    const held = heldLoad()
    const adapter = createWagmiAdapterWith(options, held.load)
    const seen: unknown[] = []
    const stop = adapter.watchConnectors((list) => seen.push(list))
    stop()
    held.release()
    await adapter.loaded
    expect(seen).toEqual([])
    adapter.destroy()
  })
})
