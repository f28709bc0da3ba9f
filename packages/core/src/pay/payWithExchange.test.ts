import { createTestAppKit } from '@openappkit/testing/vitest'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { AppKitEvents } from '../appKit.ts'
import { mainnet } from '../networks/evmNetworks.ts'
import type { Clock } from '../timing/clock.ts'
import { getExchanges } from './getExchanges.ts'
import { getPayUrl } from './getPayUrl.ts'
import { pay } from './pay.ts'
import type { PaymentAsset } from './paymentAsset.ts'
import { getPayState } from './payState.ts'
import { payWatchLimitMs, payWithExchange } from './payWithExchange.ts'

const api = 'https://api.test'
const merchant = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const oak: PaymentAsset = {
  network: 'eip155:1',
  asset: '0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F',
  metadata: { name: 'OAK', symbol: 'OAK', decimals: 18 },
}
const hash = `0x${'ab'.repeat(32)}`

// The exchange: its answers to the status polls, in order (the last one repeats).
let statuses: unknown[] = []
let polls = 0
const bodies: unknown[] = []
const server = setupServer(
  http.get(`${api}/v1/pay/exchanges`, () =>
    HttpResponse.json({ exchanges: [{ id: 'devstack-exchange', name: 'Devstack Exchange' }] }),
  ),
  http.post(`${api}/v1/pay/sessions`, async ({ request }) => {
    bodies.push(await request.json())
    return HttpResponse.json({ sessionId: 's1', url: 'https://exchange.test/pay/s1' })
  }),
  http.get(`${api}/v1/pay/sessions/s1`, () => {
    const answer = statuses[Math.min(polls, statuses.length - 1)]
    polls += 1
    return answer === 'down' ? HttpResponse.error() : HttpResponse.json(answer as Record<string, string>)
  }),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  polls = 0
  bodies.length = 0
})
afterAll(() => server.close())

// Each wait passes at once and moves the clock on by its length.
function testClock(): Clock & { skip(ms: number): void } {
  let now = 1_000_000
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) =>
      setTimeout(() => {
        now += ms
        fn()
      }, 1),
    clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
    skip(ms) {
      now += ms
    },
  }
}

function testWindow() {
  const visited: string[] = []
  const window = {
    closed: false,
    navigate: (url: string) => visited.push(url),
    close: () => (window.closed = true),
  }
  return Object.assign(window, { visited })
}

function setup(pay = true) {
  const { appKit } = createTestAppKit({
    networks: [mainnet],
    features: { pay },
    clock: testClock(),
    services: { blockchainApi: api, analytics: false, walletDirectory: false },
  })
  const events: AppKitEvents['pay'][] = []
  appKit.emitter.on('pay', (event) => events.push(event))
  return { appKit, events }
}

describe('pay from an exchange account', () => {
  test('the list of exchanges, and a pay URL only for a payment that passes the checks', async () => {
    const { appKit } = setup()
    expect(await getExchanges(appKit)).toEqual([{ id: 'devstack-exchange', name: 'Devstack Exchange' }])
    await expect(
      getPayUrl(appKit, { exchangeId: 'devstack-exchange', recipient: merchant, amount: '5', asset: oak }),
    ).resolves.toEqual({ sessionId: 's1', url: 'https://exchange.test/pay/s1' })
    expect(bodies).toEqual([
      {
        exchangeId: 'devstack-exchange',
        network: 'eip155:1',
        asset: oak.asset,
        amount: '5',
        recipient: merchant,
      },
    ])
    await expect(
      getPayUrl(appKit, { exchangeId: 'devstack-exchange', recipient: merchant, amount: '0', asset: oak }),
    ).rejects.toThrowError('Invalid amount')
    expect(bodies).toHaveLength(1)
  })

  test('with the feature off nothing is asked of the exchange', async () => {
    const { appKit } = setup(false)
    await expect(getExchanges(appKit)).rejects.toThrowError('Paying is switched off')
    await expect(payWithExchange(appKit, { exchangeId: 'x', window: null })).rejects.toThrowError(
      'Paying is switched off',
    )
  })

  test('the window is sent to the page, the session polled until it succeeds: success with the hash', async () => {
    const { appKit, events } = setup()
    statuses = [{ status: 'IN_PROGRESS' }, 'down', { status: 'SUCCESS', txHash: hash }]
    const result = pay(appKit, { recipient: merchant, amount: '5', asset: oak })
    const window = testWindow()
    const direct = payWithExchange(appKit, { exchangeId: 'devstack-exchange', window })
    // A second click while it runs is refused and its window closed: one session.
    const second = testWindow()
    await expect(
      payWithExchange(appKit, { exchangeId: 'devstack-exchange', window: second }),
    ).rejects.toThrowError('No payment is open')
    expect(second.closed).toBe(true)
    await expect(direct).resolves.toEqual({
      status: 'success',
      hash,
      caipNetworkId: 'eip155:1',
      explorerUrl: `https://etherscan.io/tx/${hash}`,
    })
    await expect(result).resolves.toMatchObject({ status: 'success', hash })
    expect(window.visited).toEqual(['https://exchange.test/pay/s1'])
    expect(getPayState(appKit).exchangeUrl).toBe('https://exchange.test/pay/s1')
    expect(polls).toBe(3)
    expect(bodies).toHaveLength(1)
    expect(events.map((e) => [e.status, e.method])).toEqual([
      ['open', undefined],
      ['initiated', 'exchange'],
      ['success', undefined],
    ])
  })

  test('the exchange refusing ends as failure "exchangeFailed"', async () => {
    const { appKit } = setup()
    statuses = [{ status: 'FAILED' }]
    const result = pay(appKit, { recipient: merchant, amount: '5', asset: oak })
    await payWithExchange(appKit, { exchangeId: 'devstack-exchange', window: testWindow() })
    await expect(result).resolves.toMatchObject({
      status: 'failure',
      reason: 'exchangeFailed',
      error: expect.objectContaining({ shortMessage: 'The exchange refused the payment' }),
    })
  })

  test('a session that never settles ends as timeout after the watch limit, its window closed', async () => {
    const { appKit, events } = setup()
    statuses = [{ status: 'IN_PROGRESS' }]
    const result = pay(appKit, { recipient: merchant, amount: '5', asset: oak })
    const window = testWindow()
    await payWithExchange(appKit, { exchangeId: 'devstack-exchange', window })
    await expect(result).resolves.toEqual({ status: 'timeout' })
    expect(window.closed).toBe(true)
    expect(events.at(-1)?.status).toBe('timeout')
    // Polled every 2 s for the whole limit.
    expect(polls).toBe(payWatchLimitMs / 2_000)
  })

  test('an answer that is not an http(s) page is refused and never opened', async () => {
    const { appKit } = setup()
    server.use(
      http.post(`${api}/v1/pay/sessions`, () =>
        HttpResponse.json({ sessionId: 's1', url: 'javascript:alert(1)' }),
      ),
    )
    const result = pay(appKit, { recipient: merchant, amount: '5', asset: oak })
    const window = testWindow()
    await payWithExchange(appKit, { exchangeId: 'devstack-exchange', window })
    await expect(result).resolves.toMatchObject({ status: 'failure', reason: 'error' })
    expect(window.visited).toEqual([])
    expect(window.closed).toBe(true)
  })
})
