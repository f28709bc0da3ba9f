import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { createAppKit } from '../createAppKit.ts'
import { BalanceRetryBlockedError } from '../errors/rest.ts'
import { mainnet } from '../networks/evmNetworks.ts'
import type { AppKitOptions } from '../options/appKitOptionsSchema.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import type { Clock } from '../timing/clock.ts'
import { connect } from './connect.ts'
import { getIdentityWithFallback } from './getIdentityWithFallback.ts'
import { getName } from './getName.ts'
import { getPortfolio } from './getPortfolio.ts'
import { shouldSendAnalyticsEvent, trackEvent } from './trackEvent.ts'

const api = 'https://api.test'
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '2.5' },
  iconUrl: 'https://img.test/eth.png',
}
const nft = {
  ...ether,
  name: 'Badge',
  symbol: 'BDG',
  address: 'eip155:1:0x01',
  quantity: { decimals: '0', numeric: '1' },
}

let hits: Record<string, number> = {}
// The data service supports mainnet (a handler kept across tests).
const server = setupServer(
  http.get(`${api}/v1/supported-chains`, () => {
    hits.supportedChains = (hits.supportedChains ?? 0) + 1
    return HttpResponse.json({ http: ['eip155:1'], ws: [] })
  }),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  hits = {}
})
afterAll(() => server.close())

function route(path: string, respond: () => Response) {
  server.use(
    http.get(`${api}${path}`, () => {
      hits[path] = (hits[path] ?? 0) + 1
      return respond()
    }),
  )
}

function manualClock(): Clock & { advance(ms: number): void } {
  let now = 1_000_000
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
    advance(ms) {
      now += ms
    },
  } as Clock & { advance(ms: number): void }
}

async function connectedKit(options: Partial<AppKitOptions> = {}) {
  const adapter = mock()
  const appKit = createAppKit({
    projectId: 'p',
    adapters: [adapter],
    storage: null,
    services: { blockchainApi: api, analytics: false, walletDirectory: false },
    ...options,
  })
  await appKit.ready
  await connect(appKit, { connectorId: 'mock' })
  return { appKit, adapter }
}

describe('getPortfolio', () => {
  test('reads the data service and drops zero-decimal tokens; a read changes no state', async () => {
    route('/v1/account/:address/balance', () => HttpResponse.json({ balances: [ether, nft] }))
    const { appKit, adapter } = await connectedKit()
    const before = appKit.store.get(appKit.atoms.account('eip155'))
    expect(await getPortfolio(appKit, { address, network: mainnet })).toEqual([ether])
    expect(appKit.store.get(appKit.atoms.account('eip155'))).toBe(before)
    expect(adapter.calls.some((c) => c.method === 'getBalance')).toBe(false)
  })

  test('forceUpdate reaches the service as one comma-separated list', async () => {
    const asked: (string | null)[] = []
    server.use(
      http.get(`${api}/v1/account/:address/balance`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('forceUpdate'))
        return HttpResponse.json({ balances: [ether] })
      }),
    )
    const { appKit } = await connectedKit()
    const token = 'eip155:1:0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F'
    await getPortfolio(appKit, { address, network: mainnet })
    await getPortfolio(appKit, {
      address,
      network: mainnet,
      forceUpdate: [token, `eip155:1:0x${'e'.repeat(40)}`],
    })
    expect(asked).toEqual([null, `${token},eip155:1:0x${'e'.repeat(40)}`])
  })

  test('with the data service off, the native balance comes from the chain and no request is made', async () => {
    const { appKit, adapter } = await connectedKit({
      services: { blockchainApi: false, analytics: false, walletDirectory: false },
    })
    const [native] = await getPortfolio(appKit, { address, network: mainnet })
    expect(native).toMatchObject({
      symbol: 'ETH',
      chainId: 'eip155:1',
      quantity: { decimals: '18', numeric: '1' },
    })
    expect(adapter.calls.filter((c) => c.method === 'getBalance')).toHaveLength(1)
    expect(hits).toEqual({})
  })

  test('a network the data service does not support reads the native balance from the chain, not a 0', async () => {
    route('/v1/account/:address/balance', () => HttpResponse.json({ balances: [] }))
    const { appKit, adapter } = await connectedKit()
    const unsupported = { ...mainnet, id: 8453, caipNetworkId: 'eip155:8453' as const, name: 'Base' }
    const [native] = await getPortfolio(appKit, { address, network: unsupported })
    expect(native).toMatchObject({ symbol: 'ETH', chainId: 'eip155:8453', quantity: { numeric: '1' } })
    expect(adapter.calls.filter((c) => c.method === 'getBalance')).toHaveLength(1)
    expect(hits['/v1/account/:address/balance']).toBeUndefined()
    // The supported list is asked once and kept: mainnet now goes to the service.
    expect(await getPortfolio(appKit, { address, network: mainnet })).toEqual([])
    expect(hits).toEqual({ supportedChains: 1, '/v1/account/:address/balance': 1 })
  })

  test("a wallet that reports the account's assets (EIP-7811) is the list shown; without it, the service's", async () => {
    route('/v1/account/:address/balance', () => HttpResponse.json({ balances: [ether] }))
    const { appKit, adapter } = await connectedKit()
    const token = '0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F'
    const fromWallet = [
      { name: 'Ether', symbol: 'ETH', decimals: 18, balance: 3n * 10n ** 18n },
      { token, name: 'Test Token', symbol: 'OAK', decimals: 6, balance: 1_500_000n },
    ]
    const answers: (typeof fromWallet | null | Error)[] = [fromWallet, null, new Error('wallet busy')]
    Object.assign(adapter, {
      getAssets: async () => {
        const next = answers.shift()
        if (next instanceof Error) throw next
        return next
      },
    })
    expect(await getPortfolio(appKit, { address, network: mainnet })).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        price: 0,
        quantity: { decimals: '18', numeric: '3' },
        iconUrl: '',
      },
      {
        name: 'Test Token',
        symbol: 'OAK',
        chainId: 'eip155:1',
        address: `eip155:1:${token}`,
        price: 0,
        quantity: { decimals: '6', numeric: '1.5' },
        iconUrl: '',
      },
    ])
    expect(hits['/v1/account/:address/balance']).toBeUndefined()
    // The wallet offers none (null), then fails: the data service answers both times.
    expect(await getPortfolio(appKit, { address, network: mainnet })).toEqual([ether])
    expect(await getPortfolio(appKit, { address, network: mainnet })).toEqual([ether])
    expect(hits['/v1/account/:address/balance']).toBe(2)
  })

  test('when the supported list cannot be read, the balance call goes ahead', async () => {
    route('/v1/supported-chains', () => new HttpResponse(null, { status: 500 }))
    route('/v1/account/:address/balance', () => HttpResponse.json({ balances: [ether] }))
    const { appKit } = await connectedKit()
    expect(await getPortfolio(appKit, { address, network: mainnet })).toEqual([ether])
  })

  test('after a failure no request is made for 30 s, and the toast says so', async () => {
    route('/v1/account/:address/balance', () => new HttpResponse(null, { status: 503 }))
    const clock = manualClock()
    const { appKit } = await connectedKit({ clock })
    await expect(getPortfolio(appKit, { address, network: mainnet })).rejects.toThrow('HTTP status code: 503')
    expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
      open: true,
      message: 'Token Balance Unavailable',
    })
    clock.advance(29_999)
    await expect(getPortfolio(appKit, { address, network: mainnet })).rejects.toBeInstanceOf(
      BalanceRetryBlockedError,
    )
    expect(hits['/v1/account/:address/balance']).toBe(1)
    clock.advance(1)
    server.resetHandlers()
    route('/v1/account/:address/balance', () => HttpResponse.json({ balances: [ether] }))
    expect(await getPortfolio(appKit, { address, network: mainnet })).toEqual([ether])
  })

  test('nothing is kept outside the portfolio query: each read asks the service', async () => {
    route('/v1/account/:address/balance', () => HttpResponse.json({ balances: [ether] }))
    const storage = createMemoryStorage()
    const { appKit } = await connectedKit({ storage })
    await getPortfolio(appKit, { address, network: mainnet })
    await getPortfolio(appKit, { address, network: mainnet })
    expect(hits['/v1/account/:address/balance']).toBe(2)
    expect(storage.data.has('@openappkit/portfolioCache')).toBe(false)
  })
})

describe('identity', () => {
  const record = {
    name: 'alice.reown.id',
    registered_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    addresses: {},
    attributes: { avatar: 'https://img.test/a.png' },
  }

  test('the identity call gives name and avatar, shown on the account', async () => {
    route('/v1/identity/:address', () =>
      HttpResponse.json({ name: 'alice.eth', avatar: 'https://img.test/x.png' }),
    )
    const { appKit } = await connectedKit()
    expect(await getIdentityWithFallback(appKit, { address })).toEqual({
      name: 'alice.eth',
      avatar: 'https://img.test/x.png',
    })
    expect(appKit.store.get(appKit.atoms.account('eip155'))).toMatchObject({
      profileName: 'alice.eth',
      profileImage: 'https://img.test/x.png',
    })
  })

  test('a failed identity call falls back to the name service and clears the image', async () => {
    route('/v1/identity/:address', () => new HttpResponse(null, { status: 500 }))
    route('/v1/profile/reverse/:address', () => HttpResponse.json([record]))
    const { appKit } = await connectedKit()
    appKit.store.set(appKit.atoms.account('eip155'), (a) => ({
      ...a,
      profileImage: 'https://old.test/i.png',
    }))
    expect(await getIdentityWithFallback(appKit, { address })).toEqual({
      name: 'alice.reown.id',
      avatar: null,
    })
    const account = appKit.store.get(appKit.atoms.account('eip155'))
    expect(account.profileName).toBe('alice.reown.id')
    expect(account.profileImage).toBeUndefined()
  })

  test('when both fail, the identity error is raised', async () => {
    route('/v1/identity/:address', () => new HttpResponse(null, { status: 500 }))
    route('/v1/profile/reverse/:address', () => new HttpResponse(null, { status: 500 }))
    const { appKit } = await connectedKit()
    await expect(getIdentityWithFallback(appKit, { address })).rejects.toThrow('HTTP status code: 500')
  })

  test('getName gives the newest name, or null', async () => {
    route('/v1/profile/reverse/:address', () => HttpResponse.json([record]))
    const { appKit } = await connectedKit()
    expect(await getName(appKit, { address })).toBe('alice.reown.id')
    server.resetHandlers()
    route('/v1/profile/reverse/:address', () => HttpResponse.json([]))
    expect(await getName(appKit, { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).toBeNull()
  })
})

describe('analytics rules', () => {
  test('no event for MODAL_CREATED, with analytics off, or outside a browser', async () => {
    const appKit = createAppKit({
      projectId: 'p',
      storage: null,
      services: { analytics: 'https://pulse.test' },
    })
    expect(shouldSendAnalyticsEvent(appKit, 'CONNECT_SUCCESS', true)).toBe(true)
    expect(shouldSendAnalyticsEvent(appKit, 'MODAL_CREATED', true)).toBe(false)
    expect(shouldSendAnalyticsEvent(appKit, 'CONNECT_SUCCESS', false)).toBe(false)
    const off = createAppKit({ projectId: 'p', storage: null, features: { analytics: false } })
    expect(shouldSendAnalyticsEvent(off, 'CONNECT_SUCCESS', true)).toBe(false)
    const serviceOff = createAppKit({ projectId: 'p', storage: null, services: { analytics: false } })
    expect(shouldSendAnalyticsEvent(serviceOff, 'CONNECT_SUCCESS', true)).toBe(false)
    // This test runs in Node: there is no window, so nothing is sent (msw would refuse it).
    expect(await trackEvent(appKit, { event: 'CONNECT_SUCCESS' })).toBe(false)
  })
})
