import { createTestAppKit } from '@openappkit/testing/vitest'
import { describe, expect, test, vi } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { mainnet, sepolia } from '../networks/evmNetworks.ts'
import { solana } from '../networks/solanaNetworks.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { getAccount } from './getAccount.ts'
import { getConnectionStatus } from './getConnectionStatus.ts'
import { getNetwork } from './getNetwork.ts'
import { statusOnLoad } from './reconnect.ts'

const stored = (status: string, extra: Record<string, string> = {}) =>
  createMemoryStorage({
    '@openappkit/connectionStatus': JSON.stringify({ eip155: status }),
    '@openappkit/connections': JSON.stringify({ eip155: { connectorId: 'mock' } }),
    ...extra,
  })

test('statusOnLoad: stored connected becomes connecting, anything else disconnected', () => {
  expect(statusOnLoad('connected')).toBe('connecting')
  expect(statusOnLoad('connecting')).toBe('connecting')
  expect(statusOnLoad('disconnected')).toBe('disconnected')
  expect(statusOnLoad(undefined)).toBe('disconnected')
})

describe('connection status on load', () => {
  test('stored connected → connecting at once → connected after the adapter sync', async () => {
    const adapter = mock()
    const { appKit } = createTestAppKit({ adapters: [adapter], storage: stored('connected') })
    expect(getConnectionStatus(appKit, 'eip155')).toBe('connecting')
    await appKit.ready
    expect(getAccount(appKit)).toMatchObject({
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      connectorId: 'mock',
    })
    expect(adapter.calls[0]).toMatchObject({ method: 'syncConnection', parameters: { connectorId: 'mock' } })
  })

  test('a sync that finds no session ends disconnected and forgets the connection', async () => {
    const storage = stored('connected')
    const { appKit } = createTestAppKit({ adapters: [mock({ features: { reconnect: false } })], storage })
    await appKit.ready
    expect(getConnectionStatus(appKit, 'eip155')).toBe('disconnected')
    expect(appKit.storage.get('connections')).toEqual({})
    expect(appKit.storage.getConnectionStatus('eip155')).toBe('disconnected')
  })

  test('a failed sync sets disconnected', async () => {
    const { appKit } = createTestAppKit({
      adapters: [mock({ features: { syncError: true } })],
      storage: stored('connected'),
    })
    const onError = vi.fn()
    appKit.emitter.on('error', onError)
    expect(getConnectionStatus(appKit, 'eip155')).toBe('connecting')
    await appKit.ready
    expect(getConnectionStatus(appKit, 'eip155')).toBe('disconnected')
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ source: 'syncConnection' }))
  })

  const caches = (entry: string) => ({
    '@openappkit/portfolioCache': JSON.stringify({ [`${entry}:1:0xabc`]: { timestamp: 0, value: [] } }),
    '@openappkit/nameCache': JSON.stringify({ [`${entry}:0xabc`]: { timestamp: 0, value: { name: 'a' } } }),
  })

  test('stored disconnected clears the address caches and does not sync', async () => {
    const adapter = mock()
    const storage = stored('disconnected', {
      ...caches('eip155'),
      '@openappkit/nativeBalanceCache': JSON.stringify({
        'eip155:1:0xabc': { timestamp: 0, value: { balance: '1', symbol: 'ETH' } },
      }),
      '@openappkit/email': '"kept@example.com"',
    })
    const { appKit } = createTestAppKit({ adapters: [adapter], storage })
    await appKit.ready
    expect(getConnectionStatus(appKit, 'eip155')).toBe('disconnected')
    expect(adapter.calls).toEqual([])
    expect(storage.data.has('@openappkit/portfolioCache')).toBe(false)
    expect(storage.data.has('@openappkit/nativeBalanceCache')).toBe(false)
    expect(storage.data.has('@openappkit/nameCache')).toBe(false)
    expect(storage.data.get('@openappkit/email')).toBe('"kept@example.com"')
  })

  test('stored connected keeps the caches', async () => {
    const storage = stored('connected', caches('eip155'))
    const before = new Map(storage.data)
    const { appKit } = createTestAppKit({ adapters: [mock()], storage })
    await appKit.ready
    expect(getConnectionStatus(appKit, 'eip155')).toBe('connected')
    expect(storage.data.get('@openappkit/portfolioCache')).toBe(before.get('@openappkit/portfolioCache'))
    expect(storage.data.get('@openappkit/nameCache')).toBe(before.get('@openappkit/nameCache'))
  })

  test("a namespace stored disconnected clears only its own addresses' caches", async () => {
    const portfolio = {
      'eip155:1:0xabc': { timestamp: 0, value: [] },
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7xKX': { timestamp: 0, value: [] },
    }
    const storage = createMemoryStorage({
      '@openappkit/connectionStatus': JSON.stringify({ eip155: 'connected', solana: 'disconnected' }),
      '@openappkit/connections': JSON.stringify({ eip155: { connectorId: 'mock' } }),
      '@openappkit/portfolioCache': JSON.stringify(portfolio),
      '@openappkit/nameCache': JSON.stringify({ 'eip155:0xabc': { timestamp: 0, value: { name: 'a' } } }),
    })
    const { appKit } = createTestAppKit({ adapters: [mock(), mock({ namespace: 'solana' })], storage })
    await appKit.ready
    expect(getConnectionStatus(appKit, 'eip155')).toBe('connected')
    expect(JSON.parse(storage.data.get('@openappkit/portfolioCache') ?? '')).toEqual({
      'eip155:1:0xabc': portfolio['eip155:1:0xabc'],
    })
    expect(storage.data.has('@openappkit/nameCache')).toBe(true)
  })

  test('nothing stored: disconnected, no sync', async () => {
    const adapter = mock()
    const { appKit } = createTestAppKit({ adapters: [adapter] })
    await appKit.ready
    expect(getConnectionStatus(appKit, 'eip155')).toBe('disconnected')
    expect(adapter.calls).toEqual([])
  })
})

describe('both namespaces restored: the network the user chose stays active', () => {
  const bothStored = (active: string) =>
    createMemoryStorage({
      '@openappkit/connectionStatus': JSON.stringify({ eip155: 'connected', solana: 'connected' }),
      '@openappkit/connections': JSON.stringify({
        eip155: { connectorId: 'mock' },
        solana: { connectorId: 'mock' },
      }),
      '@openappkit/activeCaipNetworkId': JSON.stringify(active),
    })
  const setup = (active: string, later: 'eip155' | 'solana') => {
    const adapters = { eip155: mock(), solana: mock({ namespace: 'solana' }) }
    const held = adapters[later].hold('syncConnection')
    const { appKit } = createTestAppKit({
      adapters: Object.values(adapters),
      networks: [mainnet, sepolia, solana],
      storage: bothStored(active),
    })
    return { appKit, held }
  }

  test('Sepolia chosen, Solana answers last: Sepolia is still active', async () => {
    const { appKit, held } = setup(sepolia.caipNetworkId, 'solana')
    await vi.waitFor(() => expect(getAccount(appKit, { namespace: 'eip155' }).status).toBe('connected'))
    held.release()
    await appKit.ready
    expect(getAccount(appKit, { namespace: 'solana' }).status).toBe('connected')
    expect(getNetwork(appKit).caipNetwork?.caipNetworkId).toBe(sepolia.caipNetworkId)
    expect(appKit.storage.get('activeCaipNetworkId')).toBe(sepolia.caipNetworkId)
  })

  test('Solana chosen, EVM answers last: Solana is still active, the EVM account on its own chain', async () => {
    const { appKit, held } = setup(solana.caipNetworkId, 'eip155')
    await vi.waitFor(() => expect(getAccount(appKit, { namespace: 'solana' }).status).toBe('connected'))
    held.release()
    await appKit.ready
    expect(getNetwork(appKit).caipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(getAccount(appKit, { namespace: 'eip155' }).caipAddress).toBe(
      'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
  })

  test('the chosen namespace is no longer stored as connected: the one that restores becomes active', async () => {
    const storage = bothStored(solana.caipNetworkId)
    storage.setItem('@openappkit/connections', JSON.stringify({ eip155: { connectorId: 'mock' } }))
    const { appKit } = createTestAppKit({
      adapters: [mock(), mock({ namespace: 'solana' })],
      networks: [mainnet, sepolia, solana],
      storage,
    })
    await appKit.ready
    expect(getNetwork(appKit).caipNetwork?.caipNetworkId).toBe(mainnet.caipNetworkId)
  })
})
