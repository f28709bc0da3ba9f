import { getName, HttpStatusError } from '@openappkit/core'
import { restClient } from '@openappkit/core/internal'
import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createTestAppKit, testAddress, testAnalytics } from '../vitest/createTestAppKit.ts'
import { analyticsHandlers } from './analyticsHandlers.ts'
import { blockchainApiHandlers } from './blockchainApiHandlers.ts'
import { walletDirectoryHandlers } from './walletDirectoryHandlers.ts'

// The SDK's own REST clients, pointed by createTestAppKit at the test hosts, read what the
// handlers answer exactly as they read the hosted services.
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const { appKit } = createTestAppKit({ services: { analytics: testAnalytics } })
const rest = () => restClient()

describe('blockchainApiHandlers', () => {
  test('answer the account calls with the real-shaped data', async () => {
    server.use(...blockchainApiHandlers())
    const client = await rest()
    const evm = await client.getBalances(appKit, { address: testAddress, chainId: 'eip155:1' })
    expect(evm.balances.map((b) => b.symbol)).toEqual(['ETH', 'USDC', 'UNP', 'BDG'])
    const sol = await client.getBalances(appKit, {
      address: '846uzHCxEASGFd9hoRs5sdTnyqATeRDg5wx18d6CZ5Jj',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(sol.balances.map((b) => b.symbol)).toEqual(['SOL', 'USDC'])
    const history = await client.getHistory(appKit, { address: testAddress, chainId: 'eip155:1' })
    expect(history.data.map((t) => t.id)).toEqual(['0xaaa1', '0xaaa2', '0xaaa3', '0xaaa4'])
    expect(await client.getIdentity(appKit, { address: testAddress })).toEqual({
      name: 'vitalik.eth',
      avatar: null,
    })
    expect((await client.getNameRecord(appKit, { name: 'alice.reown.id' }))?.name).toBe('alice.reown.id')
    // A public action on top: the newest of the address's names.
    expect(await getName(appKit, { address: testAddress })).toBe('alice.reown.id')
  })

  test("a test's own answers: data, or a function of the request giving a body or an error", async () => {
    const asked: string[] = []
    server.use(
      ...blockchainApiHandlers({
        identity: ({ params }) => {
          asked.push(params.address ?? '')
          return { name: 'bob.eth', avatar: 'https://img.test/bob.png' }
        },
        history: { data: [], next: null },
        balances: () => HttpResponse.json({ reasons: [{ description: 'Rate limited' }] }, { status: 429 }),
      }),
    )
    const client = await rest()
    expect(await client.getIdentity(appKit, { address: testAddress })).toEqual({
      name: 'bob.eth',
      avatar: 'https://img.test/bob.png',
    })
    expect(asked).toEqual([testAddress])
    expect(await client.getHistory(appKit, { address: testAddress, chainId: 'eip155:1' })).toEqual({
      data: [],
      next: null,
    })
    const refused = await client
      .getBalances(appKit, { address: testAddress, chainId: 'eip155:1' })
      .catch((e) => e)
    expect(refused).toBeInstanceOf(HttpStatusError)
    expect(refused.status).toBe(429)
  })
})

describe('walletDirectoryHandlers', () => {
  const wallets = [
    { id: 'a', name: 'Alpha Wallet', homepage: 'https://alpha.test' },
    { id: 'b', name: 'Beta' },
    { id: 'c', name: 'Gamma Wallet' },
  ]

  test('page, search, include and exclude as the directory does', async () => {
    server.use(...walletDirectoryHandlers({ wallets }))
    const client = await rest()
    const names = async (query: Parameters<typeof client.getWallets>[1]) => {
      const { count, data } = await client.getWallets(appKit, query)
      return { count, names: data.map((w) => w.name) }
    }
    expect(await names({ page: 2, entries: 2 })).toEqual({ count: 3, names: ['Gamma Wallet'] })
    // The wallet's other fields as given.
    expect((await client.getWallets(appKit, { search: 'alpha' })).data[0]?.homepage).toBe(
      'https://alpha.test',
    )
    expect(await names({ search: 'wallet' })).toEqual({ count: 2, names: ['Alpha Wallet', 'Gamma Wallet'] })
    expect(await names({ include: ['a', 'b'], exclude: ['a'] })).toEqual({ count: 1, names: ['Beta'] })
  })

  test('the real-shaped list and analytics off by default; analytics on when asked', async () => {
    server.use(...walletDirectoryHandlers())
    const client = await rest()
    const { data } = await client.getWallets(appKit, { search: 'metamask' })
    expect(data.map((w) => w.name)).toEqual(['MetaMask'])
    expect(await client.getAnalyticsConfig(appKit)).toEqual({ isAnalyticsEnabled: false })
    server.use(...walletDirectoryHandlers({ analyticsConfig: { isAnalyticsEnabled: true } }))
    expect(await client.getAnalyticsConfig(appKit)).toEqual({ isAnalyticsEnabled: true })
  })
})

test('analyticsHandlers accept each event and hand it to the test', async () => {
  const events: unknown[] = []
  server.use(...analyticsHandlers({ onEvent: (event) => events.push(event) }))
  const event = {
    eventId: 'e1',
    url: 'https://app.test/',
    domain: 'app.test',
    timestamp: 1,
    props: { type: 'track', event: 'CONNECT_SUCCESS' },
  } as const
  await (await rest()).sendAnalyticsEvent(appKit, event)
  expect(events).toEqual([event])
})
