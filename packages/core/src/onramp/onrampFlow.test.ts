import { fixtures } from '@openappkit/testing/msw'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.ts'
import { disconnect } from '../actions/disconnect.ts'
import { mock } from '../adapters/mock.ts'
import type { AppKitEvents } from '../appKit.ts'
import { InvalidResponseError } from '../errors/rest.ts'
import { mainnet, sepolia } from '../networks/evmNetworks.ts'
import type { Clock } from '../timing/clock.ts'
import { buyOnramp, cancelOnrampPurchase, onrampWatchLimitMs } from './buyOnramp.ts'
import { OnrampInputError } from './onrampInputError.ts'
import { onrampOptionsQueryOptions, onrampQuoteQueryOptions } from './onrampQueryOptions.ts'
import { onrampSelection } from './onrampSelection.ts'
import { getOnrampState, updateOnrampState } from './onrampState.ts'

const api = 'https://api.test'
const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// The data service supports both networks (kept across tests).
const server = setupServer(
  http.get(`${api}/v1/supported-chains`, () =>
    HttpResponse.json({ http: ['eip155:1', 'eip155:11155111'], ws: [] }),
  ),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/**
 * A stand-in for the data service's onramp paths: the purchase is made when the test says
 * (`purchase(...)`), as the user finishing on the provider's page would; history and balance
 * then show it, each unless switched off.
 */
function serveOnramp(parameters: { history?: 'ok' | 'fail'; url?: unknown } = {}) {
  const asked: { path: string; body?: unknown; query: Record<string, string> }[] = []
  let purchases: { id: string; status: string }[] = [
    { id: 'old', status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS' },
  ]
  let usdc = '5'
  const record = async (request: Request) => {
    const url = new URL(request.url)
    const body = request.method === 'POST' ? await request.json() : undefined
    asked.push({ path: url.pathname, body, query: Object.fromEntries(url.searchParams) })
  }
  server.use(
    http.get(`${api}/v1/onramp/options`, async ({ request }) => {
      await record(request)
      return HttpResponse.json(fixtures.onrampOptions)
    }),
    http.post(`${api}/v1/onramp/quote`, async ({ request }) => {
      await record(request)
      return HttpResponse.json(fixtures.onrampQuote)
    }),
    http.post(`${api}/v1/generators/onrampurl`, async ({ request }) => {
      await record(request)
      return HttpResponse.json(parameters.url ?? { url: 'https://pay.example/buy/123' })
    }),
    http.get(`${api}/v1/account/:address/history`, async ({ request }) => {
      await record(request)
      if (parameters.history === 'fail') return HttpResponse.json({ reasons: [] }, { status: 500 })
      return HttpResponse.json({
        data: purchases.map((p) => ({
          id: p.id,
          metadata: {
            operationType: 'buy',
            hash: '',
            chain: 'eip155:1',
            minedAt: '2026-11-24T20:00:00Z',
            sentFrom: 'Coinbase',
            sentTo: user,
            status: p.status,
          },
          transfers: [],
        })),
        next: null,
      })
    }),
    http.get(`${api}/v1/account/:address/balance`, async ({ request }) => {
      await record(request)
      return HttpResponse.json({
        balances: [
          {
            name: 'USD Coin',
            symbol: 'USDC',
            chainId: 'eip155:1',
            address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
            price: 1,
            iconUrl: '',
            quantity: { decimals: '6', numeric: usdc },
          },
        ],
      })
    }),
  )
  return {
    asked,
    purchase: (status = 'ONRAMP_TRANSACTION_STATUS_SUCCESS') => {
      purchases = [{ id: 'new', status }, ...purchases]
    },
    credit: (amount: string) => {
      usdc = amount
    },
  }
}

/** Time that passes only when a test moves it; timers fire at once so the polls run quickly. */
function testClock(): Clock & { skip(ms: number): void } {
  let now = 1_000_000
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) =>
      setTimeout(() => {
        now += ms
        fn()
      }, 2),
    clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
    skip(ms) {
      now += ms
    },
  }
}

function testWindow(closed = false) {
  const visited: string[] = []
  const window = {
    closed,
    navigate: (url: string) => visited.push(url),
    close() {
      window.closed = true
    },
  }
  return Object.assign(window, { visited })
}

async function setup(service = serveOnramp(), amount = '50') {
  const clock = testClock()
  const adapter = mock()
  const { appKit } = createTestAppKit({
    adapters: [adapter],
    networks: [mainnet, sepolia],
    clock,
    services: { blockchainApi: api, analytics: false, walletDirectory: false },
  })
  await connect(appKit, { connectorId: 'mock', network: mainnet })
  updateOnrampState(appKit, { amount })
  const events: AppKitEvents['onramp'][] = []
  appKit.emitter.on('onramp', (event) => events.push(event))
  return { appKit, adapter, clock, service, events }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
  expect(check()).toBe(true)
}

describe('buyOnramp', () => {
  test('opens the provider page in the window, waits for the purchase in history, then refreshes the balance', async () => {
    const { appKit, service, events } = await setup()
    const win = testWindow()
    const bought = buyOnramp(appKit, { window: win, timeZone: 'Europe/Berlin' })
    await until(() => getOnrampState(appKit).step === 'waiting')
    expect(win.visited).toEqual(['https://pay.example/buy/123'])
    expect(getOnrampState(appKit)).toMatchObject({ url: 'https://pay.example/buy/123', windowBlocked: false })
    // SPEC §7's body: the wallet on Coinbase's name for chain 1, its address as the partner's
    // user, the buy experience, the amount typed (no quote was read: no crypto amount).
    expect(service.asked.find((a) => a.path === '/v1/generators/onrampurl')?.body).toEqual({
      destinationWallets: [{ address: user, blockchains: ['ethereum'], assets: ['USDC'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: user,
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    })
    // Still waiting after several polls without a new purchase.
    await until(() => service.asked.filter((a) => a.path.endsWith('/history')).length >= 3)
    expect(getOnrampState(appKit).step).toBe('waiting')
    service.purchase()
    await expect(bought).resolves.toEqual({
      url: 'https://pay.example/buy/123',
      caipNetworkId: 'eip155:1',
      seenIn: 'history',
    })
    expect(service.asked.find((a) => a.path.endsWith('/history'))?.query).toMatchObject({
      onramp: 'coinbase',
      chainId: 'eip155:1',
    })
    const lastBalance = service.asked.filter((a) => a.path.endsWith('/balance')).at(-1)
    expect(lastBalance?.query.forceUpdate).toBe('eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
    expect(getOnrampState(appKit)).toMatchObject({ step: 'success', amount: '' })
    expect(events.map((e) => e.status)).toEqual(['initiated', 'opened', 'success'])
  })

  test('a real quote presets the crypto amount; a placeholder quote does not', async () => {
    const { appKit, service } = await setup()
    const options = await appKit.queryClient.fetchQuery(onrampOptionsQueryOptions(appKit))
    const selection = onrampSelection(options, getOnrampState(appKit), 1)
    const quote = await appKit.queryClient.fetchQuery(
      onrampQuoteQueryOptions(appKit, { network: mainnet, ...selection, amount: '50' }),
    )
    expect(quote.placeholder).toBe(false)
    const bought = buyOnramp(appKit, { window: testWindow(), timeZone: 'UTC' })
    await until(() => getOnrampState(appKit).step === 'waiting')
    const body = service.asked.find((a) => a.path === '/v1/generators/onrampurl')?.body as Record<
      string,
      unknown
    >
    expect(body.presetCryptoAmount).toBe(Number(quote.purchaseAmount.amount))
    expect(body.presetFiatAmount).toBe(50)
    service.purchase()
    await bought
  })

  test('with history failing, the balance rising shows the purchase', async () => {
    const { appKit, service } = await setup(serveOnramp({ history: 'fail' }))
    const bought = buyOnramp(appKit, { window: testWindow(), timeZone: 'UTC' })
    await until(() => service.asked.filter((a) => a.path.endsWith('/balance')).length >= 3)
    expect(getOnrampState(appKit).step).toBe('waiting')
    service.credit('45.5')
    await expect(bought).resolves.toMatchObject({ seenIn: 'balance' })
  })

  test('a blocked window: the link stays in the state, and the purchase is still watched', async () => {
    const { appKit, service } = await setup()
    const bought = buyOnramp(appKit, { window: null, timeZone: 'UTC' })
    await until(() => getOnrampState(appKit).step === 'waiting')
    expect(getOnrampState(appKit)).toMatchObject({ windowBlocked: true, url: 'https://pay.example/buy/123' })
    service.purchase()
    await expect(bought).resolves.toMatchObject({ seenIn: 'history' })
  })

  test.each([
    ['9.99', 'The amount is below the minimum', { kind: 'min', value: '10.00' }],
    ['7500.001', 'The amount is above the maximum', { kind: 'max', value: '7500.00' }],
    ['', 'Enter an amount', undefined],
    ['0.00', 'Enter an amount', undefined],
  ])('amount %j: "%s", no URL asked, the window closed, the form kept', async (amount, message, limit) => {
    const { appKit, service, events } = await setup(serveOnramp(), amount)
    const win = testWindow()
    const error = await buyOnramp(appKit, { window: win, timeZone: 'UTC' }).catch((e) => e)
    expect(error).toBeInstanceOf(OnrampInputError)
    expect(error.shortMessage).toBe(message)
    if (limit) expect(error.limit).toEqual({ ...limit, currency: 'USD', paymentMethod: 'card' })
    expect(win.closed).toBe(true)
    expect(service.asked.some((a) => a.path === '/v1/generators/onrampurl')).toBe(false)
    expect(getOnrampState(appKit)).toMatchObject({ step: 'idle', amount })
    expect(events.map((e) => e.status)).toEqual(['error'])
  })

  test('a restricted time zone: refused before any request', async () => {
    const { appKit, service } = await setup()
    const win = testWindow()
    await expect(buyOnramp(appKit, { window: win, timeZone: 'Asia/Hong_Kong' })).rejects.toThrow(
      'Buying crypto is not available in your region',
    )
    expect(win.closed).toBe(true)
    expect(service.asked).toEqual([])
  })

  test('Meld chosen: refused clearly (no URL can be made for it), nothing asked', async () => {
    const { appKit, service } = await setup()
    updateOnrampState(appKit, { provider: 'meld' })
    const win = testWindow()
    await expect(buyOnramp(appKit, { window: win, timeZone: 'UTC' })).rejects.toThrow(
      'Meld cannot be opened from here yet: buy through Coinbase',
    )
    expect(win.closed).toBe(true)
    expect(service.asked.some((a) => a.path === '/v1/generators/onrampurl')).toBe(false)
  })

  test('a javascript: URL from the service never reaches the window', async () => {
    const { appKit } = await setup(serveOnramp({ url: { url: 'javascript:alert(1)' } }))
    const win = testWindow()
    await expect(buyOnramp(appKit, { window: win, timeZone: 'UTC' })).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
    expect(win.visited).toEqual([])
    expect(win.closed).toBe(true)
    expect(getOnrampState(appKit).step).toBe('idle')
  })

  test('a purchase the provider reports failed rejects', async () => {
    const { appKit, service } = await setup()
    const bought = buyOnramp(appKit, { window: testWindow(), timeZone: 'UTC' })
    await until(() => getOnrampState(appKit).step === 'waiting')
    service.purchase('ONRAMP_TRANSACTION_STATUS_FAILED')
    await expect(bought).rejects.toThrow('The provider reported the purchase as failed')
    expect(getOnrampState(appKit).step).toBe('idle')
  })

  test('cancelling stops the watch; past the watch limit it gives up', async () => {
    const { appKit, clock } = await setup()
    const first = buyOnramp(appKit, { window: testWindow(), timeZone: 'UTC' })
    await until(() => getOnrampState(appKit).step === 'waiting')
    cancelOnrampPurchase(appKit)
    await expect(first).rejects.toThrow('Stopped waiting for the purchase')
    const second = buyOnramp(appKit, { window: testWindow(), timeZone: 'UTC' })
    await until(() => getOnrampState(appKit).step === 'waiting')
    clock.skip(onrampWatchLimitMs + 1)
    await expect(second).rejects.toThrow('The purchase has not arrived yet')
  })

  test('a cancel in the same tick as the buy stops it, its window closed; a cancel before any buy does nothing', async () => {
    const { appKit } = await setup()
    cancelOnrampPurchase(appKit)
    const window = testWindow()
    const bought = buyOnramp(appKit, { window, timeZone: 'UTC' })
    cancelOnrampPurchase(appKit)
    await expect(bought).rejects.toThrow('Stopped waiting for the purchase')
    expect(window.closed).toBe(true)
  })

  test('a second buy while one runs: the same purchase, its extra window closed, one URL asked', async () => {
    const { appKit, service } = await setup()
    const first = buyOnramp(appKit, { window: testWindow(), timeZone: 'UTC' })
    const extra = testWindow()
    const second = buyOnramp(appKit, { window: extra, timeZone: 'UTC' })
    expect(second).toBe(first)
    expect(extra.closed).toBe(true)
    await until(() => getOnrampState(appKit).step === 'waiting')
    expect(() => updateOnrampState(appKit, { amount: '60' })).toThrow('A purchase is under way')
    service.purchase()
    await first
    expect(service.asked.filter((a) => a.path === '/v1/generators/onrampurl')).toHaveLength(1)
  })

  describe('the wallet leaving stops the watch: no request after it, no success', () => {
    const second = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    test.each([
      [
        'disconnects',
        'The wallet disconnected: stopped waiting for the purchase',
        ({ appKit }) => disconnect(appKit),
      ],
      [
        'switches account',
        'The account or network changed: stopped waiting for the purchase',
        ({ adapter }) =>
          adapter.emit({
            type: 'accountsChanged',
            accounts: [{ namespace: 'eip155', address: second, type: 'eoa' }],
          }),
      ],
      [
        'switches network',
        'The account or network changed: stopped waiting for the purchase',
        ({ adapter }) => adapter.emit({ type: 'chainChanged', chainId: sepolia.id }),
      ],
    ] as [string, string, (kit: Awaited<ReturnType<typeof setup>>) => unknown][])(
      'the wallet %s',
      async (_, message, leave) => {
        const kit = await setup()
        const { appKit, clock, service, events } = kit
        const win = testWindow()
        const bought = buyOnramp(appKit, { window: win, timeZone: 'UTC' })
        bought.catch(() => {})
        await until(() => service.asked.filter((a) => a.path.endsWith('/history')).length >= 3)
        await leave(kit)
        await until(() => getOnrampState(appKit).step === 'idle')
        await expect(bought).rejects.toThrow(message)
        const asked = service.asked.length
        // Past the watch limit, with the purchase made meanwhile: nothing is asked, nothing reported.
        service.purchase()
        clock.skip(onrampWatchLimitMs)
        await new Promise((resolve) => setTimeout(resolve, 100))
        expect(service.asked).toHaveLength(asked)
        expect(events.map((e) => e.status)).toEqual(['initiated', 'opened', 'error'])
        expect(getOnrampState(appKit).step).toBe('idle')
        expect(win.closed).toBe(true)
      },
    )
  })
})
