import { createTestAppKit } from '@openappkit/testing/vitest'
import { describe, expect, test, vi } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { InvalidOptionsError } from '../errors/config.ts'
import { mainnet, sepolia } from '../networks/evmNetworks.ts'
import { resolveOptions } from '../options/resolveOptions.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { getAccount } from './getAccount.ts'
import { getNetwork } from './getNetwork.ts'
import { restoreFromStorage } from './restoreFromStorage.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A browser's storage after a session connected to the mock wallet on Sepolia with an EOA (the default is a smart account). */
function storedSession() {
  const backend = createMemoryStorage({
    '@openappkit/connectionStatus': JSON.stringify({ eip155: 'connected' }),
    '@openappkit/connections': JSON.stringify({ eip155: { connectorId: 'mock' } }),
    '@openappkit/activeCaipNetworkId': JSON.stringify(sepolia.caipNetworkId),
    '@openappkit/activeNamespace': JSON.stringify('eip155'),
    '@openappkit/preferredAccountTypes': JSON.stringify({ eip155: 'eoa' }),
  })
  const getItem = vi.fn(backend.getItem)
  const setItem = vi.fn(backend.setItem)
  const removeItem = vi.fn(backend.removeItem)
  return { data: backend.data, getItem, setItem, removeItem }
}

/** Whether `promise` has settled once pending microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(
    () => {
      done = true
    },
    () => {
      done = true
    },
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe('ssr: true', () => {
  test('the option is a boolean, false by default', () => {
    expect(resolveOptions({}).ssr).toBe(false)
    expect(resolveOptions({ ssr: true }).ssr).toBe(true)
    expect(() => resolveOptions({ ssr: 'yes' as unknown as boolean })).toThrow(InvalidOptionsError)
  })

  test('createAppKit reads and writes nothing in storage and starts no sync', async () => {
    const storage = storedSession()
    const adapter = mock()
    const { appKit } = createTestAppKit({ adapters: [adapter], storage, ssr: true })
    expect(storage.getItem).not.toHaveBeenCalled()
    expect(storage.setItem).not.toHaveBeenCalled()
    expect(storage.removeItem).not.toHaveBeenCalled()
    expect(getAccount(appKit)).toMatchObject({
      status: 'disconnected',
      address: undefined,
      preferredAccountType: 'smartAccount',
    })
    expect(getNetwork(appKit)).toEqual({ caipNetwork: mainnet, namespace: 'eip155' })
    expect(await settled(appKit.ready)).toBe(false)
    expect(adapter.calls).toEqual([])
  })

  test('restoreFromStorage applies the stored network and account type, then restores the connection', async () => {
    const storage = storedSession()
    const adapter = mock()
    const { appKit } = createTestAppKit({ adapters: [adapter], storage, ssr: true })
    const restored = restoreFromStorage(appKit)
    // Synchronously, as creation does without `ssr`: stored network, `connecting`.
    expect(getNetwork(appKit).caipNetwork).toBe(sepolia)
    expect(getAccount(appKit)).toMatchObject({ status: 'connecting', preferredAccountType: 'eoa' })
    expect(restored).toBe(appKit.ready)
    await restored
    expect(getAccount(appKit)).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `${sepolia.caipNetworkId}:${address}`,
      connectorId: 'mock',
      preferredAccountType: 'eoa',
    })
    expect(getNetwork(appKit).caipNetwork).toBe(sepolia)
    expect(adapter.calls).toMatchObject([
      { method: 'syncConnection', parameters: { connectorId: 'mock', network: sepolia } },
    ])
    expect(adapter.calls).toHaveLength(1)
  })

  test('runs once: a second call (StrictMode, a second provider) only returns ready', async () => {
    const adapter = mock()
    const { appKit } = createTestAppKit({ adapters: [adapter], storage: storedSession(), ssr: true })
    const first = restoreFromStorage(appKit)
    const second = restoreFromStorage(appKit)
    expect(second).toBe(first)
    await first
    await restoreFromStorage(appKit)
    expect(adapter.calls.filter((c) => c.method === 'syncConnection')).toHaveLength(1)
  })

  test('with nothing stored: disconnected, the default network stored as creation stores it', async () => {
    const { appKit, storage } = createTestAppKit({ adapters: [mock()], ssr: true })
    expect(storage.data.size).toBe(0)
    await restoreFromStorage(appKit)
    expect(getAccount(appKit).status).toBe('disconnected')
    expect(getNetwork(appKit).caipNetwork).toBe(mainnet)
    expect(appKit.storage.get('activeCaipNetworkId')).toBe(mainnet.caipNetworkId)
  })

  test('a stored network the instance does not have is ignored', async () => {
    const storage = createMemoryStorage({ '@openappkit/activeCaipNetworkId': JSON.stringify('eip155:999') })
    const { appKit } = createTestAppKit({ adapters: [mock()], storage, ssr: true })
    await restoreFromStorage(appKit)
    expect(getNetwork(appKit).caipNetwork).toBe(mainnet)
  })

  test('destroy before the restore settles ready, and the restore no longer runs', async () => {
    const adapter = mock()
    const { appKit } = createTestAppKit({ adapters: [adapter], storage: storedSession(), ssr: true })
    appKit.destroy()
    expect(await settled(appKit.ready)).toBe(true)
    await restoreFromStorage(appKit)
    expect(adapter.calls).toEqual([])
    expect(getAccount(appKit).status).toBe('disconnected')
  })
})

test('without ssr, createAppKit restores at creation and restoreFromStorage only returns ready', async () => {
  const storage = storedSession()
  const adapter = mock()
  const { appKit } = createTestAppKit({ adapters: [adapter], storage })
  expect(getNetwork(appKit).caipNetwork).toBe(sepolia)
  expect(getAccount(appKit)).toMatchObject({ status: 'connecting', preferredAccountType: 'eoa' })
  expect(restoreFromStorage(appKit)).toBe(appKit.ready)
  await appKit.ready
  expect(getAccount(appKit).status).toBe('connected')
  expect(adapter.calls.filter((c) => c.method === 'syncConnection')).toHaveLength(1)
})
