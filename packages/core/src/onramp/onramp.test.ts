import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createTestAppKit } from '../../test/createTestAppKit'
import { coinbaseNetworkName } from './coinbaseNetworkName'
import { isRestrictedTimeZone } from './isRestrictedTimeZone'
import { defaultOnrampOptions, onrampProviders } from './onrampConstants'
import { onrampOptionsQueryOptions } from './onrampQueryOptions'

const api = 'https://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('onramp rules (SPEC §9)', () => {
  test('Coinbase network names by chain, ethereum for any other', () => {
    expect([1, 42161, 137, 80094, 43114, 10, 42220, 8453].map(coinbaseNetworkName)).toEqual([
      'ethereum',
      'arbitrum',
      'polygon',
      'berachain',
      'avalanche-c-chain',
      'optimism',
      'celo',
      'base',
    ])
    expect(coinbaseNetworkName(31337)).toBe('ethereum')
    expect(coinbaseNetworkName(undefined)).toBe('ethereum')
  })

  test('providers Coinbase and Meld, 1-2% each; restricted zones of China, Hong Kong and Macau', () => {
    expect(onrampProviders.map((p) => [p.label, p.feeRange])).toEqual([
      ['Coinbase', '1-2%'],
      ['Meld', '1-2%'],
    ])
    for (const zone of ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau', 'Asia/Urumqi'])
      expect(isRestrictedTimeZone(zone)).toBe(true)
    for (const zone of ['Asia/Taipei', 'Asia/Tokyo', 'Europe/Berlin', 'UTC'])
      expect(isRestrictedTimeZone(zone)).toBe(false)
  })
})

describe('onramp options', () => {
  const appKitOn = (blockchainApi: string | false) =>
    createTestAppKit({ services: { blockchainApi, analytics: false, walletDirectory: false } })

  test('the service answer when there is one', async () => {
    server.use(
      http.get(`${api}/v1/onramp/options`, () =>
        HttpResponse.json({
          paymentCurrencies: [{ id: 'GBP', limits: [{ id: 'card', min: '5.00', max: '100.00' }] }],
          purchaseCurrencies: [],
        }),
      ),
    )
    const options = await appKitOn(api).queryClient.fetchQuery(onrampOptionsQueryOptions(appKitOn(api)))
    expect(options.fromDefaults).toBe(false)
    expect(options.paymentCurrencies).toEqual([
      { id: 'GBP', payment_method_limits: [{ id: 'card', min: '5.00', max: '100.00' }] },
    ])
  })

  test.each([
    ['a 500', () => HttpResponse.json({ status: 'FAILED', reasons: [] }, { status: 500 })],
    ['garbage', () => HttpResponse.json({ paymentCurrencies: 'none' })],
    ['no payment currencies', () => HttpResponse.json({ paymentCurrencies: [], purchaseCurrencies: [] })],
  ])(
    '%s: the built-in defaults (USD and EUR, card 10.00–7500.00, bank 10.00–25000.00)',
    async (_, answer) => {
      server.use(http.get(`${api}/v1/onramp/options`, answer))
      const appKit = appKitOn(api)
      const options = await appKit.queryClient.fetchQuery(onrampOptionsQueryOptions(appKit))
      expect(options).toEqual({ ...defaultOnrampOptions, fromDefaults: true })
      expect(options.paymentCurrencies.map((c) => [c.id, c.payment_method_limits])).toEqual([
        [
          'USD',
          [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
          ],
        ],
        [
          'EUR',
          [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
          ],
        ],
      ])
    },
  )

  test('the service switched off: the defaults, and no request', async () => {
    const appKit = appKitOn(false)
    expect((await appKit.queryClient.fetchQuery(onrampOptionsQueryOptions(appKit))).fromDefaults).toBe(true)
  })
})
