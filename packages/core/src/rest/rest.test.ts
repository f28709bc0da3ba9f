import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { ActivityError, HttpStatusError, NameServiceError } from '../errors/domain.ts'
import { InvalidRequestError, InvalidResponseError, ServiceDisabledError } from '../errors/rest.ts'
import { defaultServices } from '../options/defaults.ts'
import { version } from '../version.ts'
import { setClientId } from './clientId.ts'
import { directoryImageUrl } from './directoryImageUrl.ts'
import { getBalances } from './getBalances.ts'
import { getHistory } from './getHistory.ts'
import { getIdentity } from './getIdentity.ts'
import { getNameRecord } from './getNameRecord.ts'
import { getSupportedChains } from './getSupportedChains.ts'
import { getWallets } from './getWallets.ts'
import type { RestContext } from './restUrl.ts'
import { reverseLookupName } from './reverseLookupName.ts'
import { sendAnalyticsEvent } from './sendAnalyticsEvent.ts'

const api = 'https://api.test'
const directory = 'https://directory.test'
const analytics = 'https://pulse.test'
const context = (services: Partial<RestContext['options']['services']> = {}): RestContext => ({
  options: {
    projectId: 'project-1',
    services: { ...defaultServices, blockchainApi: api, walletDirectory: directory, analytics, ...services },
  },
})

const requests: Request[] = []
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  requests.length = 0
})
afterAll(() => server.close())

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const record = {
  name: 'alice.reown.id',
  registered_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  addresses: { '60': { address, created_at: '2026-01-01T00:00:00Z' } },
  attributes: { avatar: 'https://img.test/a.png' },
}

function answer(path: string, body: unknown, init?: ResponseInit, method: 'get' | 'post' = 'get') {
  server.use(
    http[method](path, ({ request }) => {
      requests.push(request)
      return HttpResponse.json(body as object, init)
    }),
  )
}

describe('sdk parameters', () => {
  test('every call carries projectId, st and sv', async () => {
    answer(`${api}/v1/identity/:address`, { name: null, avatar: null })
    await getIdentity(context(), { address })
    const url = new URL(requests[0]?.url ?? '')
    expect(url.pathname).toBe(`/v1/identity/${address}`)
    expect(url.searchParams.get('projectId')).toBe('project-1')
    expect(url.searchParams.get('st')).toBe('openappkit')
    expect(url.searchParams.get('sv')).toBe(version)
  })
})

describe('clientId (SPEC §7)', () => {
  test('data-service calls carry the WalletConnect client id once set; the directory never does', async () => {
    answer(`${api}/v1/identity/:address`, { name: null, avatar: null })
    answer(`${directory}/getWallets`, { data: [], count: 0 })
    const ctx = context()
    await getIdentity(ctx, { address })
    expect(new URL(requests[0]?.url ?? '').searchParams.has('clientId')).toBe(false)
    setClientId(ctx, 'did:key:z6MkTest')
    await getIdentity(ctx, { address })
    await getWallets(ctx)
    expect(new URL(requests[1]?.url ?? '').searchParams.get('clientId')).toBe('did:key:z6MkTest')
    expect(new URL(requests[2]?.url ?? '').searchParams.has('clientId')).toBe(false)
    // Another instance has its own (none); clearing removes it.
    await getIdentity(context(), { address })
    expect(new URL(requests[3]?.url ?? '').searchParams.has('clientId')).toBe(false)
    setClientId(ctx, null)
    await getIdentity(ctx, { address })
    expect(new URL(requests[4]?.url ?? '').searchParams.has('clientId')).toBe(false)
  })
})

describe('directoryImageUrl', () => {
  test.each([
    ['wallet', '/getWalletImage'],
    ['asset', '/public/getAssetImage'],
    ['currency', '/public/getCurrencyImage'],
    ['token', '/public/getTokenImage'],
  ] as const)('a %s image: %s/{id} with projectId, st and sv, the id escaped', (kind, path) => {
    const url = new URL(directoryImageUrl(context(), kind, '../x?y') ?? '')
    expect(`${url.origin}${url.pathname}`).toBe(`${directory}${path}/..%2Fx%3Fy`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'project-1',
      st: 'openappkit',
      sv: version,
    })
  })

  test('no URL without an id or with the directory off', () => {
    expect(directoryImageUrl(context(), 'asset', undefined)).toBeUndefined()
    expect(directoryImageUrl(context({ walletDirectory: false }), 'wallet', 'abc')).toBeUndefined()
  })
})

describe('getBalances', () => {
  test('asks for usd on the given chain and returns the validated balances', async () => {
    const balance = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      price: 3000,
      quantity: { decimals: '18', numeric: '1.5' },
      iconUrl: '',
    }
    answer(`${api}/v1/account/:address/balance`, { balances: [balance] })
    const result = await getBalances(context(), { address, chainId: 'eip155:1' })
    expect(result.balances).toEqual([balance])
    const url = new URL(requests[0]?.url ?? '')
    expect(url.pathname).toBe(`/v1/account/${address}/balance`)
    expect(url.searchParams.get('currency')).toBe('usd')
    expect(url.searchParams.get('chainId')).toBe('eip155:1')
    expect(url.searchParams.has('forceUpdate')).toBe(false)
  })

  test('a body of the wrong shape is a clear error, not data', async () => {
    answer(`${api}/v1/account/:address/balance`, { balances: { symbol: 'ETH' } })
    const error = await getBalances(context(), { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).shortMessage).toBe(
      `Invalid response from ${api}/v1/account/${address}/balance`,
    )
    expect((error as InvalidResponseError).details).toContain('balances')
  })

  test('a body that is not JSON is a clear error', async () => {
    server.use(
      http.get(`${api}/v1/account/:address/balance`, () => new HttpResponse('<html>', { status: 200 })),
    )
    await expect(getBalances(context(), { address })).rejects.toThrow('The body is not JSON')
  })

  test('a non-ok answer fails with "HTTP status code: N" and the first reason', async () => {
    answer(
      `${api}/v1/account/:address/balance`,
      { status: 'FAILED', reasons: [{ field: 'address', description: 'Invalid address' }] },
      { status: 400 },
    )
    const error = await getBalances(context(), { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).shortMessage).toBe('HTTP status code: 400')
    expect((error as HttpStatusError).status).toBe(400)
    expect((error as HttpStatusError).details).toBe('Invalid address')
  })

  test('with the data service off no request is made', async () => {
    answer(`${api}/v1/account/:address/balance`, { balances: [] })
    await expect(getBalances(context({ blockchainApi: false }), { address })).rejects.toBeInstanceOf(
      ServiceDisabledError,
    )
    expect(requests).toHaveLength(0)
  })
})

describe('getSupportedChains', () => {
  test('GET /v1/supported-chains with projectId, st and sv returns the validated lists', async () => {
    answer(`${api}/v1/supported-chains`, {
      http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ws: [],
    })
    expect(await getSupportedChains(context())).toEqual({
      http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ws: [],
    })
    const url = new URL(requests[0]?.url ?? '')
    expect(url.pathname).toBe('/v1/supported-chains')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'project-1',
      st: 'openappkit',
      sv: version,
    })
  })

  test('a list of malformed network ids is refused, not trusted', async () => {
    answer(`${api}/v1/supported-chains`, { http: ['mainnet'], ws: [] })
    await expect(getSupportedChains(context())).rejects.toBeInstanceOf(InvalidResponseError)
  })
})

describe('getHistory', () => {
  const transaction = {
    id: 'tx-1',
    metadata: {
      operationType: 'send',
      hash: `0x${'ab'.repeat(32)}`,
      chain: 'eip155:1',
      minedAt: '2026-11-01T10:00:00.000Z',
      sentFrom: address,
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      status: 'confirmed',
      nonce: 3,
    },
    transfers: [
      { fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'out', quantity: { numeric: '0.5' } },
    ],
  }

  test('asks for one page of the chain with the cursor and returns it validated', async () => {
    answer(`${api}/v1/account/:address/history`, { data: [transaction], next: '12-0' })
    const page = await getHistory(context(), { address, chainId: 'eip155:1', cursor: '40-2' })
    expect(page).toEqual({ data: [transaction], next: '12-0' })
    const url = new URL(requests[0]?.url ?? '')
    expect(url.pathname).toBe(`/v1/account/${address}/history`)
    expect(url.searchParams.get('chainId')).toBe('eip155:1')
    expect(url.searchParams.get('cursor')).toBe('40-2')
    expect(url.searchParams.has('onramp')).toBe(false)
  })

  test("no address is the spec's error, before any request", async () => {
    answer(`${api}/v1/account/:address/history`, { data: [], next: null })
    const error = await getHistory(context(), { address: '' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ActivityError)
    expect((error as ActivityError).shortMessage).toBe(
      "Transactions can't be fetched without an accountAddress",
    )
    expect(requests).toHaveLength(0)
  })

  test('a page of the wrong shape is a clear error, not a half-drawn list', async () => {
    answer(`${api}/v1/account/:address/history`, { data: null, next: null })
    const error = await getHistory(context(), { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).details).toContain('data')
  })
})

describe('names', () => {
  test('getNameRecord reads /v1/profile/account/{name}', async () => {
    answer(`${api}/v1/profile/account/:name`, record)
    expect(await getNameRecord(context(), { name: 'alice.reown.id' })).toEqual(record)
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v1/profile/account/alice.reown.id')
  })

  test('a name error uses the first reason, else the spec fallback', async () => {
    answer(
      `${api}/v1/profile/account/:name`,
      { status: 'FAILED', reasons: [{ field: 'name', description: 'Name not found' }] },
      { status: 404 },
    )
    await expect(getNameRecord(context(), { name: 'nobody.reown.id' })).rejects.toThrow('Name not found')
    server.resetHandlers()
    answer(`${api}/v1/profile/reverse/:address`, {}, { status: 503 })
    const error = await reverseLookupName(context(), { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NameServiceError)
    expect((error as NameServiceError).shortMessage).toBe('Error fetching names for address')
    expect((error as NameServiceError).cause).toBeInstanceOf(HttpStatusError)
  })

  test('reverseLookupName reads /v1/profile/reverse/{address}', async () => {
    answer(`${api}/v1/profile/reverse/:address`, [record])
    expect(await reverseLookupName(context(), { address })).toEqual([record])
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(`/v1/profile/reverse/${address}`)
  })
})

describe('getWallets', () => {
  test('sends paging, lists joined by commas, and search', async () => {
    answer(`${directory}/getWallets`, { data: [{ id: 'w1', name: 'One' }], count: 1 })
    const result = await getWallets(context(), {
      page: 2,
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:1', 'eip155:10'],
      search: 'one',
    })
    expect(result).toEqual({ data: [{ id: 'w1', name: 'One' }], count: 1 })
    const params = new URL(requests[0]?.url ?? '').searchParams
    expect(Object.fromEntries(params)).toMatchObject({
      page: '2',
      entries: '40',
      include: 'a,b',
      exclude: 'c',
      chains: 'eip155:1,eip155:10',
      search: 'one',
      projectId: 'project-1',
    })
  })

  test('with the directory off no request is made', async () => {
    await expect(getWallets(context({ walletDirectory: false }))).rejects.toThrow(
      'The walletDirectory service is switched off',
    )
  })
})

describe('sendAnalyticsEvent', () => {
  const event = {
    eventId: 'e1',
    url: 'https://app.test/',
    domain: 'app.test',
    timestamp: 1,
    props: { type: 'track' as const, event: 'CONNECT_SUCCESS', address },
  }

  test('posts the event to /e with projectId, st and sv', async () => {
    answer(`${analytics}/e`, { status: 'SUCCESS' }, { status: 202 }, 'post')
    await sendAnalyticsEvent(context(), event)
    const request = requests[0]
    const url = new URL(request?.url ?? '')
    expect(request?.method).toBe('POST')
    expect(url.pathname).toBe('/e')
    expect(url.searchParams.get('st')).toBe('openappkit')
    expect(await request?.json()).toEqual(event)
  })

  test('an event of the wrong shape is refused before sending', async () => {
    await expect(sendAnalyticsEvent(context(), { ...event, eventId: '' })).rejects.toBeInstanceOf(
      InvalidRequestError,
    )
    expect(requests).toHaveLength(0)
  })

  test('a 403 is "HTTP status code: 403"', async () => {
    answer(`${analytics}/e`, {}, { status: 403 }, 'post')
    await expect(sendAnalyticsEvent(context(), event)).rejects.toThrow('HTTP status code: 403')
  })
})
