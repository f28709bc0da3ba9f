import { InfiniteQueryObserver, QueryObserver } from '@tanstack/query-core'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { createAppKit } from '../createAppKit.ts'
import { mainnet } from '../networks/evmNetworks.ts'
import { solana } from '../networks/solanaNetworks.ts'
import { activityQueryOptions, getActivityUnavailableReason } from './activityQueryOptions.ts'
import { balanceQueryOptions } from './balanceQueryOptions.ts'
import { featuredWalletsQueryOptions } from './featuredWalletsQueryOptions.ts'
import { identityQueryOptions } from './identityQueryOptions.ts'
import { nameQueryOptions } from './nameQueryOptions.ts'
import { portfolioQueryOptions } from './portfolioQueryOptions.ts'
import { walletsQueryOptions } from './walletsQueryOptions.ts'

const api = 'https://api.test'
const directory = 'https://directory.test'
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '2.5' },
  iconUrl: '',
}

let hits = 0
const server = setupServer(
  http.get(`${api}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  hits = 0
})
afterAll(() => server.close())

const kit = (services = {}) =>
  createAppKit({
    projectId: 'p',
    adapters: [mock()],
    storage: null,
    services: { blockchainApi: api, walletDirectory: directory, analytics: false, ...services },
  })

describe('cache lifetimes (SPEC §9)', () => {
  test('portfolio and native balance 30 s, name and identity 5 min', () => {
    const appKit = kit()
    expect(portfolioQueryOptions(appKit, { address, network: mainnet }).staleTime).toBe(30_000)
    expect(balanceQueryOptions(appKit, { address, network: mainnet }).staleTime).toBe(30_000)
    expect(nameQueryOptions(appKit, { address }).staleTime).toBe(300_000)
    expect(identityQueryOptions(appKit, { address }).staleTime).toBe(300_000)
  })
})

describe('one request per key', () => {
  test('portfolio and native balance observers share one request', async () => {
    server.use(
      http.get(`${api}/v1/account/:address/balance`, () => {
        hits += 1
        return HttpResponse.json({ balances: [ether] })
      }),
    )
    const appKit = kit()
    const portfolio = new QueryObserver(
      appKit.queryClient,
      portfolioQueryOptions(appKit, { address, network: mainnet }),
    )
    const balance = new QueryObserver(
      appKit.queryClient,
      balanceQueryOptions(appKit, { address, network: mainnet }),
    )
    const results = await Promise.all([
      new Promise((resolve) => portfolio.subscribe((r) => r.isSuccess && resolve(r.data))),
      new Promise((resolve) => balance.subscribe((r) => r.isSuccess && resolve(r.data))),
    ])
    expect(results[0]).toEqual([ether])
    expect(results[1]).toEqual({
      value: 2_500_000_000_000_000_000n,
      decimals: 18,
      symbol: 'ETH',
      formatted: '2.5',
    })
    expect(hits).toBe(1)
  })
})

describe('switched off', () => {
  test('identity and name queries are disabled with the data service off, and for non-EVM addresses', () => {
    const off = kit({ blockchainApi: false })
    expect(identityQueryOptions(off, { address }).enabled).toBe(false)
    expect(nameQueryOptions(off, { address }).enabled).toBe(false)
    const on = kit()
    expect(identityQueryOptions(on, { address, namespace: 'solana' }).enabled).toBe(false)
    expect(identityQueryOptions(on, { address }).enabled).toBe(true)
    expect(identityQueryOptions(on, {}).enabled).toBe(false)
  })

  test('activity: only with the history feature and the data service on, for an EVM network and an address', () => {
    const on = kit()
    expect(activityQueryOptions(on, { address, network: mainnet }).enabled).toBe(true)
    expect(activityQueryOptions(on, { address, network: solana }).enabled).toBe(false)
    expect(activityQueryOptions(on, { network: mainnet }).enabled).toBe(false)
    expect(activityQueryOptions(on, { address }).enabled).toBe(false)
    expect(activityQueryOptions(kit({ blockchainApi: false }), { address, network: mainnet }).enabled).toBe(
      false,
    )
    const historyOff = createAppKit({
      projectId: 'p',
      adapters: [mock()],
      storage: null,
      features: { history: false },
      services: { blockchainApi: api, analytics: false },
    })
    expect(activityQueryOptions(historyOff, { address, network: mainnet }).enabled).toBe(false)
    // Each reason on its own, so a list can say the right thing.
    expect(getActivityUnavailableReason(historyOff, mainnet)).toBe('historyOff')
    expect(getActivityUnavailableReason(kit({ blockchainApi: false }), mainnet)).toBe('serviceOff')
    expect(getActivityUnavailableReason(on, solana)).toBe('notEvm')
    expect(getActivityUnavailableReason(on, mainnet)).toBeUndefined()
  })

  test('the wallet directory queries are disabled with the directory off', () => {
    const off = kit({ walletDirectory: false })
    expect(walletsQueryOptions(off).enabled).toBe(false)
    expect(featuredWalletsQueryOptions(off).enabled).toBe(false)
  })
})

describe('activity', () => {
  test('pages follow the cursor until the service says there is no next page', async () => {
    const seen: URLSearchParams[] = []
    const tx = (id: string) => ({
      id,
      metadata: {
        operationType: 'receive',
        hash: `0x${'cd'.repeat(32)}`,
        chain: 'eip155:1',
        minedAt: '2026-10-01T00:00:00.000Z',
        sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        sentTo: address,
        status: 'confirmed',
        nonce: 0,
      },
      transfers: [],
    })
    server.use(
      http.get(`${api}/v1/account/:address/history`, ({ request }) => {
        const params = new URL(request.url).searchParams
        seen.push(params)
        return params.get('cursor')
          ? HttpResponse.json({ data: [tx('b')], next: null })
          : HttpResponse.json({ data: [tx('a')], next: '7-1' })
      }),
    )
    const appKit = kit()
    const observer = new InfiniteQueryObserver(
      appKit.queryClient,
      activityQueryOptions(appKit, { address, network: mainnet }),
    )
    await new Promise((resolve) => observer.subscribe((r) => r.isSuccess && resolve(r)))
    expect(observer.getCurrentResult().hasNextPage).toBe(true)
    await observer.fetchNextPage()
    expect(observer.getCurrentResult().data?.pages.flatMap((p) => p.data.map((t) => t.id))).toEqual([
      'a',
      'b',
    ])
    expect(observer.getCurrentResult().hasNextPage).toBe(false)
    expect(seen.map((p) => [p.get('cursor'), p.get('chainId')])).toEqual([
      [null, 'eip155:1'],
      ['7-1', 'eip155:1'],
    ])
  })
})

describe('activity failures', () => {
  test('a failed page shows "Failed to fetch transactions" once and is not retried', async () => {
    let calls = 0
    server.use(
      http.get(`${api}/v1/account/:address/history`, () => {
        calls += 1
        return HttpResponse.json({ status: 'FAILED', reasons: [] }, { status: 500 })
      }),
    )
    const appKit = kit()
    await expect(
      appKit.queryClient.fetchInfiniteQuery(activityQueryOptions(appKit, { address, network: mainnet })),
    ).rejects.toThrow('HTTP status code: 500')
    expect(calls).toBe(1)
    expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
      open: true,
      message: 'Failed to fetch transactions',
      variant: 'error',
    })
  })
})

describe('wallet directory', () => {
  test('pages of 40 until count is reached; a search is one page of 100', async () => {
    const seen: URLSearchParams[] = []
    server.use(
      http.get(`${directory}/getWallets`, ({ request }) => {
        const params = new URL(request.url).searchParams
        seen.push(params)
        const page = Number(params.get('page'))
        const data = Array.from({ length: page === 1 ? 40 : 5 }, (_, i) => ({
          id: `w${page}-${i}`,
          name: 'W',
        }))
        return HttpResponse.json({ data, count: 45 })
      }),
    )
    const appKit = kit()
    const observer = new InfiniteQueryObserver(appKit.queryClient, walletsQueryOptions(appKit))
    await new Promise((resolve) => observer.subscribe((r) => r.isSuccess && resolve(r)))
    expect(observer.getCurrentResult().hasNextPage).toBe(true)
    await observer.fetchNextPage()
    expect(observer.getCurrentResult().data?.pages.flatMap((p) => p.data)).toHaveLength(45)
    expect(observer.getCurrentResult().hasNextPage).toBe(false)
    expect(seen.map((p) => p.get('page'))).toEqual(['1', '2'])
    expect(seen[0]?.get('chains')).toBe('eip155:1,eip155:11155111')

    const search = walletsQueryOptions(appKit, { search: ' zen ' })
    expect(search.queryKey).toEqual([
      'openappkit',
      'wallets',
      { search: 'zen', chains: ['eip155:1', 'eip155:11155111'] },
    ])
    await appKit.queryClient.fetchInfiniteQuery(search)
    expect(seen.at(-1)?.get('entries')).toBe('100')
    expect(seen.at(-1)?.get('search')).toBe('zen')
  })

  test('featured wallets come back in the order the app listed them', async () => {
    server.use(
      http.get(`${directory}/getWallets`, () =>
        HttpResponse.json({
          data: [
            { id: 'a', name: 'A' },
            { id: 'b', name: 'B' },
          ],
          count: 2,
        }),
      ),
    )
    const appKit = createAppKit({
      projectId: 'p',
      storage: null,
      featuredWalletIds: ['b', 'a'],
      services: { walletDirectory: directory, analytics: false },
    })
    const wallets = await appKit.queryClient.fetchQuery(featuredWalletsQueryOptions(appKit))
    expect(wallets.map((w) => w.id)).toEqual(['b', 'a'])
  })
})
