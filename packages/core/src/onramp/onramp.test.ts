import { createTestAppKit } from '@openappkit/testing/vitest'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { mainnet } from '../networks/evmNetworks.ts'
import { coinbaseNetworkName } from './coinbaseNetworkName.ts'
import { isRestrictedTimeZone } from './isRestrictedTimeZone.ts'
import { defaultOnrampOptions, onrampProviders } from './onrampConstants.ts'
import { onrampOptionsQueryOptions, onrampQuoteQueryOptions } from './onrampQueryOptions.ts'
import { onrampSelection } from './onrampSelection.ts'
import { getOnrampState, resetOnrampState, updateOnrampState } from './onrampState.ts'
import { onrampUrlBody } from './onrampUrlBody.ts'
import { validateOnrampAmount } from './validateOnrampAmount.ts'

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
    createTestAppKit({ services: { blockchainApi, analytics: false, walletDirectory: false } }).appKit

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

describe('the buy form', () => {
  test('bad input is refused and changes nothing', () => {
    const { appKit } = createTestAppKit({
      services: { blockchainApi: api, analytics: false, walletDirectory: false },
    })
    updateOnrampState(appKit, { amount: '12.5', paymentCurrencyId: 'EUR' })
    const before = getOnrampState(appKit)
    for (const patch of [
      { amount: '1e3' },
      { amount: 12 },
      { provider: 'moonpay' },
      { paymentCurrencyId: '' },
      { step: 'success' },
    ])
      expect(() => updateOnrampState(appKit, patch as never)).toThrow('Invalid updateOnrampState parameters')
    expect(getOnrampState(appKit)).toBe(before)
    resetOnrampState(appKit)
    expect(getOnrampState(appKit).amount).toBe('')
  })

  test('selection: ids the options lack fall back to the currency on the active chain, the first payment method', () => {
    const options = {
      paymentCurrencies: defaultOnrampOptions.paymentCurrencies,
      purchaseCurrencies: [
        { id: 'sol', name: 'Solana', symbol: 'SOL', networks: [] },
        ...defaultOnrampOptions.purchaseCurrencies,
      ],
    }
    const pick = (ids: Parameters<typeof onrampSelection>[1], chain: number) => {
      const s = onrampSelection(options, ids, chain)
      return [s.purchaseCurrency?.id, s.paymentCurrency?.id, s.paymentMethod?.id]
    }
    const none = { purchaseCurrencyId: undefined, paymentCurrencyId: undefined, paymentMethodId: undefined }
    expect(pick(none, 1)).toEqual(['ETH', 'USD', 'card'])
    expect(pick(none, 8453)).toEqual(['sol', 'USD', 'card'])
    expect(
      pick({ purchaseCurrencyId: 'USDC', paymentCurrencyId: 'EUR', paymentMethodId: 'ach_bank_account' }, 1),
    ).toEqual(['USDC', 'EUR', 'ach_bank_account'])
    expect(
      pick({ purchaseCurrencyId: 'gone', paymentCurrencyId: 'JPY', paymentMethodId: 'cash' }, 1),
    ).toEqual(['ETH', 'USD', 'card'])
  })

  test('limits per payment method: bank allows what card does not', () => {
    const selection = (method: string) =>
      onrampSelection(
        defaultOnrampOptions,
        { purchaseCurrencyId: 'ETH', paymentCurrencyId: 'USD', paymentMethodId: method },
        1,
      )
    expect(() => validateOnrampAmount('8000', selection('card'))).toThrow('The amount is above the maximum')
    expect(validateOnrampAmount('8000', selection('ach_bank_account'))).toBe(8000)
    expect(validateOnrampAmount('10', selection('card'))).toBe(10)
    expect(validateOnrampAmount('7500.00', selection('card'))).toBe(7500)
  })

  test('the provider URL body on Solana names the solana network', () => {
    expect(
      onrampUrlBody({
        address: 'So1ana',
        network: { id: 'mainnet', chainNamespace: 'solana' },
        asset: 'SOL',
        fiatAmount: 20,
        cryptoAmount: 0,
      }),
    ).toEqual({
      destinationWallets: [{ address: 'So1ana', blockchains: ['solana'], assets: ['SOL'] }],
      defaultNetwork: 'solana',
      partnerUserId: 'So1ana',
      defaultExperience: 'buy',
      presetFiatAmount: 20,
    })
    expect(
      onrampUrlBody({
        address: '0x1',
        network: { id: 8453, chainNamespace: 'eip155' },
        asset: 'ETH',
        fiatAmount: 20,
      }).defaultNetwork,
    ).toBe('base')
  })
})

describe('onramp quote', () => {
  const eth = defaultOnrampOptions.purchaseCurrencies[0]
  const usd = defaultOnrampOptions.paymentCurrencies[0]
  const appKitOn = () =>
    createTestAppKit({ services: { blockchainApi: api, analytics: false, walletDirectory: false } }).appKit
  const quoteFor = (appKit: ReturnType<typeof appKitOn>, amount: string) =>
    onrampQuoteQueryOptions(appKit, { network: mainnet, purchaseCurrency: eth, paymentCurrency: usd, amount })

  test('asks with the form (Coinbase network name) and reads the answer', async () => {
    let body: unknown
    server.use(
      http.post(`${api}/v1/onramp/quote`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({
          paymentTotal: { value: '50.00', currency: 'USD' },
          paymentSubTotal: { value: '48.75', currency: 'USD' },
          purchaseAmount: { value: '0.0162', currency: 'ETH' },
          networkFee: { value: '0.50', currency: 'USD' },
          coinbaseFee: { value: '0.75', currency: 'USD' },
          quoteId: 'q1',
        })
      }),
    )
    const appKit = appKitOn()
    const quote = await appKit.queryClient.fetchQuery(quoteFor(appKit, '50'))
    expect(body).toMatchObject({
      amount: '50',
      network: 'ethereum',
      purchaseCurrency: { id: 'ETH' },
      paymentCurrency: { id: 'USD' },
    })
    expect(quote).toMatchObject({ placeholder: false, purchaseAmount: { amount: '0.0162', currency: 'ETH' } })
  })

  test.each([
    [
      'a 400',
      () =>
        HttpResponse.json(
          { status: 'FAILED', reasons: [{ description: 'Amount too low' }] },
          { status: 400 },
        ),
    ],
    ['garbage', () => HttpResponse.json({ paymentTotal: 'lots' })],
  ])('%s: a placeholder quote that buys nothing known, with the reason', async (_, answer) => {
    server.use(http.post(`${api}/v1/onramp/quote`, answer))
    const appKit = appKitOn()
    const quote = await appKit.queryClient.fetchQuery(quoteFor(appKit, '50'))
    expect(quote).toMatchObject({
      placeholder: true,
      paymentTotal: { amount: '50', currency: 'USD' },
      purchaseAmount: { amount: '0', currency: 'ETH' },
    })
    expect(quote.reason).toBeTruthy()
  })

  test('no request for an amount outside the limits or with the service off', () => {
    const appKit = appKitOn()
    expect(quoteFor(appKit, '5').enabled).toBe(false)
    expect(quoteFor(appKit, '').enabled).toBe(false)
    expect(quoteFor(appKit, '50').enabled).toBe(true)
    expect(
      onrampQuoteQueryOptions(
        createTestAppKit({ services: { blockchainApi: false, analytics: false, walletDirectory: false } })
          .appKit,
        { network: mainnet, purchaseCurrency: eth, paymentCurrency: usd, amount: '50' },
      ).enabled,
    ).toBe(false)
  })
})
