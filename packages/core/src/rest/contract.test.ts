import { fixtures } from '@openappkit/testing/msw'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { filterTransactionsForDisplay } from '../activity/filters.ts'
import type { AppKitEvents } from '../appKit.ts'
import { pickNativeBalance } from '../balances/pickNativeBalance.ts'
import { HttpStatusError, NameServiceError } from '../errors/domain.ts'
import { InvalidResponseError } from '../errors/rest.ts'
import { mainnet } from '../networks/evmNetworks.ts'
import { solana } from '../networks/solanaNetworks.ts'
import { defaultServices } from '../options/defaults.ts'
import { buildSwapApprove } from './buildSwapApprove.ts'
import { buildSwapTransaction } from './buildSwapTransaction.ts'
import { generateOnrampUrl } from './generateOnrampUrl.ts'
import { getAnalyticsConfig } from './getAnalyticsConfig.ts'
import { getBalances } from './getBalances.ts'
import { getGasPrice } from './getGasPrice.ts'
import { getHistory } from './getHistory.ts'
import { getIdentity } from './getIdentity.ts'
import { getNameRecord } from './getNameRecord.ts'
import { getOnrampOptions } from './getOnrampOptions.ts'
import { getOnrampQuote } from './getOnrampQuote.ts'
import { getSwapAllowance } from './getSwapAllowance.ts'
import { getSwapQuote } from './getSwapQuote.ts'
import { getSwapTokens } from './getSwapTokens.ts'
import { getWallets } from './getWallets.ts'
import type { RestContext } from './restUrl.ts'
import { reverseLookupName } from './reverseLookupName.ts'
import { sendAnalyticsEvent } from './sendAnalyticsEvent.ts'

// Contract tests: every call the SDK makes, answered with a body shaped as the hosted service
// sends it (the testing kit's msw fixtures, see their README): nulls for unknown optional fields, fields left out,
// fields the SDK does not know, and list entries it cannot read. Each test fails if a schema is
// made strict again (nulls refused, unknown fields refused, one bad entry failing the page).

type FixtureName = keyof typeof fixtures
const fixture = (name: FixtureName) => JSON.stringify(fixtures[name])

const api = 'https://api.test'
const directory = 'https://directory.test'
const analytics = 'https://pulse.test'
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAddress = '846uzHCxEASGFd9hoRs5sdTnyqATeRDg5wx18d6CZ5Jj'

let errors: AppKitEvents['error'][] = []
const context: RestContext = {
  options: {
    projectId: 'project-1',
    services: { ...defaultServices, blockchainApi: api, walletDirectory: directory, analytics },
  },
  emitter: { emit: (_event, payload) => errors.push(payload as AppKitEvents['error']) },
}

const requests: URL[] = []
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  requests.length = 0
  errors = []
})
afterAll(() => server.close())

/** Serves the fixture as the service would. */
function serve(path: string, name: FixtureName, status = 200, method: 'get' | 'post' = 'get') {
  server.use(
    http[method](path, ({ request }) => {
      requests.push(new URL(request.url))
      return new HttpResponse(fixture(name), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
}
const reported = () => errors.map(({ error, source }) => ({ source, error: error as InvalidResponseError }))

describe('GET /v1/account/{address}/balance', () => {
  test('an EVM answer: native coin without address, unpriced tokens, nulls and new fields', async () => {
    serve(`${api}/v1/account/:address/balance`, 'balanceEvm')
    const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    const { balances } = await getBalances(context, {
      address,
      chainId: 'eip155:1',
      forceUpdate: [`eip155:1:0x${'e'.repeat(40)}`, usdc],
    })
    expect(balances).toEqual([
      {
        name: 'Ethereum',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 7500.5,
        price: 3000.2,
        quantity: { decimals: '18', numeric: '2.5' },
        iconUrl: 'https://cdn.zerion.io/eth.png',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: usdc,
        value: 12.34,
        price: 1,
        quantity: { decimals: '6', numeric: '12.34' },
        iconUrl: 'https://cdn.zerion.io/usdc.png',
      },
      {
        name: 'Unpriced Token',
        symbol: 'UNP',
        chainId: 'eip155:1',
        address: 'eip155:1:0x1111111111111111111111111111111111111111',
        price: 0,
        quantity: { decimals: '18', numeric: '100' },
        iconUrl: '',
      },
      {
        name: 'Some Badge',
        symbol: 'BDG',
        chainId: 'eip155:1',
        address: 'eip155:1:0x2222222222222222222222222222222222222222',
        price: 0,
        quantity: { decimals: '0', numeric: '1' },
        iconUrl: '',
      },
    ])
    expect(pickNativeBalance(balances, mainnet).formatted).toBe('2.5')
    // forceUpdate is the service's list of CAIP-10 token ids, not a timestamp.
    expect(requests[0]?.searchParams.get('forceUpdate')).toBe(`eip155:1:0x${'e'.repeat(40)},${usdc}`)
    expect(requests[0]?.searchParams.get('currency')).toBe('usd')
    expect(errors).toEqual([])
  })

  test("a Solana answer: SOL's plain mint is the native coin, a missing chainId is the asked chain", async () => {
    serve(`${api}/v1/account/:address/balance`, 'balanceSolana')
    const { balances } = await getBalances(context, { address: solanaAddress, chainId: solana.caipNetworkId })
    expect(balances.map((b) => [b.symbol, b.chainId, b.address])).toEqual([
      ['SOL', solana.caipNetworkId, undefined],
      ['USDC', solana.caipNetworkId, `${solana.caipNetworkId}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`],
    ])
    expect(pickNativeBalance(balances, solana)).toMatchObject({
      formatted: '2',
      symbol: 'SOL',
      value: 2n * 10n ** 9n,
    })
    expect(errors).toEqual([])
  })

  test('without a chain asked for, a holding with no chainId is left out and reported once', async () => {
    serve(`${api}/v1/account/:address/balance`, 'balanceSolana')
    const { balances } = await getBalances(context, { address: solanaAddress })
    expect(balances.map((b) => b.symbol)).toEqual(['SOL'])
    expect(reported()).toHaveLength(1)
    expect(reported()[0]?.source).toBe('rest')
    expect(reported()[0]?.error.details).toContain('USDC has no chainId')
  })

  test('one malformed holding is left out and reported once; the rest is the answer', async () => {
    serve(`${api}/v1/account/:address/balance`, 'balanceOneMalformed')
    const { balances } = await getBalances(context, { address, chainId: 'eip155:1' })
    expect(balances.map((b) => b.symbol)).toEqual(['ETH'])
    expect(reported()).toHaveLength(1)
    expect(reported()[0]?.error).toBeInstanceOf(InvalidResponseError)
    expect(reported()[0]?.error.shortMessage).toBe(
      `Invalid response from ${api}/v1/account/${address}/balance`,
    )
    expect(reported()[0]?.error.details).toMatch(/1 entry was left out\nentry 1: .*quantity/s)
  })
})

describe('GET /v1/account/{address}/history', () => {
  test('null transfers, null nft_info, unpriced transfers, NFT content types, null chain, new fields', async () => {
    serve(`${api}/v1/account/:address/history`, 'history')
    const page = await getHistory(context, { address, chainId: 'eip155:1' })
    expect(page.next).toBe('cursor-2')
    expect(page.data.map((t) => t.id)).toEqual(['0xaaa1', '0xaaa2', '0xaaa3', '0xaaa4'])
    const [send, approval, nft, trade] = page.data
    expect(send?.transfers).toEqual([
      {
        fungible_info: { name: 'Ethereum', symbol: 'ETH', icon: { url: 'https://cdn.zerion.io/eth.png' } },
        direction: 'out',
        quantity: { numeric: '0.5' },
        value: 1500,
        price: 3000,
      },
    ])
    expect(approval?.transfers).toEqual([])
    expect(approval?.metadata.application).toEqual({ name: 'Uniswap' })
    // A null chain is the chain the page was asked for, so the list still shows it.
    expect(nft?.metadata.chain).toBe('eip155:1')
    expect(nft?.transfers[0]?.nft_info).toEqual({
      name: 'Punk #1',
      content: {
        preview: { url: 'https://nft.test/1-small.png', content_type: 'image/png' },
        detail: { url: 'https://nft.test/1.mp4' },
      },
      flags: { is_spam: false },
    })
    expect(nft?.transfers[1]).toEqual({
      fungible_info: { symbol: 'NEW' },
      direction: 'in',
      quantity: { numeric: '42' },
    })
    // A status the SDK has no words for is kept; fields it does not know are not.
    expect(trade?.metadata.status).toBe('ONRAMP_TRANSACTION_STATUS_UNKNOWN_NEW')
    expect(trade?.metadata).not.toHaveProperty('fee')
    expect(trade?.transfers[0]).not.toHaveProperty('sender')
    // A direction the SDK does not know reads as `self`: no sign, the transaction kept.
    expect(trade?.transfers.map((t) => t.direction)).toEqual(['out', 'in', 'self'])
    expect(filterTransactionsForDisplay(page.data, 'eip155:1')).toHaveLength(4)
    expect(errors).toEqual([])
  })

  test('one malformed transaction is left out and reported once, not the page', async () => {
    serve(`${api}/v1/account/:address/history`, 'historyOneMalformed')
    const page = await getHistory(context, { address, chainId: 'eip155:1' })
    expect(page).toMatchObject({ next: null, data: [{ id: '0xbbb1', transfers: [] }] })
    expect(page.data).toHaveLength(1)
    expect(reported()).toHaveLength(1)
    expect(reported()[0]?.error.details).toMatch(/entry 1: .*metadata/s)
  })
})

describe('GET /v1/identity/{address}', () => {
  test('a name, a null avatar, and a resolvedAt the SDK does not need', async () => {
    serve(`${api}/v1/identity/:address`, 'identity')
    expect(await getIdentity(context, { address })).toEqual({ name: 'vitalik.eth', avatar: null })
  })

  test('an unknown address: nulls', async () => {
    serve(`${api}/v1/identity/:address`, 'identityUnknown')
    expect(await getIdentity(context, { address })).toEqual({ name: null, avatar: null })
  })
})

describe('names (apiVersion=2)', () => {
  test('GET /v1/profile/account/{name}: ISO times, attributes as a map, created_at per coin type', async () => {
    serve(`${api}/v1/profile/account/:name`, 'namesRecord')
    expect(await getNameRecord(context, { name: 'alice.reown.id' })).toEqual({
      name: 'alice.reown.id',
      registered_at: '2026-03-01T12:00:00.123456Z',
      updated_at: '2026-04-01T12:00:00Z',
      attributes: { avatar: 'https://img.test/alice.png', bio: 'hi' },
      addresses: { '60': { address, created_at: '2026-03-01T12:00:00Z' } },
    })
    expect(requests[0]?.searchParams.get('apiVersion')).toBe('2')
  })

  test('an unregistered name answers [] and reads as null', async () => {
    serve(`${api}/v1/profile/account/:name`, 'namesNotFoundV2')
    expect(await getNameRecord(context, { name: 'nobody.reown.id' })).toBeNull()
  })

  test('GET /v1/profile/reverse/{address}: newest first, null attributes, a broken record left out', async () => {
    serve(`${api}/v1/profile/reverse/:address`, 'namesReverse')
    const records = await reverseLookupName(context, { address })
    expect(records.map((r) => [r.name, r.attributes])).toEqual([
      ['alice.reown.id', { avatar: 'https://img.test/alice.png' }],
      ['old-name.wcn.id', {}],
    ])
    expect(records[1]?.addresses['60']).toEqual({ address })
    expect(requests[0]?.searchParams.get('apiVersion')).toBe('2')
    expect(reported()).toHaveLength(1)
    expect(reported()[0]?.error.details).toContain('entry 2')
  })

  test('an address without names answers [] under v2', async () => {
    serve(`${api}/v1/profile/reverse/:address`, 'namesNotFoundV2')
    expect(await reverseLookupName(context, { address })).toEqual([])
  })

  test("a version 1 404 keeps the service's reason", async () => {
    serve(`${api}/v1/profile/reverse/:address`, 'errorNameNotFoundV1', 404)
    const error = await reverseLookupName(context, { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NameServiceError)
    expect((error as NameServiceError).shortMessage).toBe('No name for address is found')
  })
})

describe('errors', () => {
  test('a short plain-text body is kept as the reason; an HTML page is not', async () => {
    server.use(
      http.get(
        `${api}/v1/identity/:address`,
        () => new HttpResponse('Project ID not found', { status: 401 }),
      ),
    )
    const plain = await getIdentity(context, { address }).catch((e: unknown) => e)
    expect((plain as HttpStatusError).details).toBe('Project ID not found')
    server.use(
      http.get(`${api}/v1/identity/:address`, () => new HttpResponse('<html>502</html>', { status: 502 })),
    )
    const page = await getIdentity(context, { address }).catch((e: unknown) => e)
    expect((page as HttpStatusError).shortMessage).toBe('HTTP status code: 502')
    expect((page as HttpStatusError).details).toBeUndefined()
  })

  test('a { code, message } body gives its message as the details', async () => {
    serve(`${api}/v1/identity/:address`, 'errorCodeMessage', 429)
    const error = await getIdentity(context, { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).details).toBe('Too many requests for this project')
  })
})

describe('GET /getWallets', () => {
  test('null links, absent fields, new fields, an unknown badge, and a wallet without id left out', async () => {
    serve(`${directory}/getWallets`, 'wallets')
    const page = await getWallets(context, { page: 1 })
    expect(page.count).toBe(542)
    expect(page.data.map((w) => w.name)).toEqual(['MetaMask', 'Phantom'])
    const [metamask, phantom] = page.data
    expect(metamask).toMatchObject({
      rdns: 'io.metamask',
      mobile_link: 'metamask://',
      desktop_link: null,
      badge_type: 'certified',
      injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
    })
    expect(metamask).not.toHaveProperty('supports_wc')
    expect(phantom).toMatchObject({ rdns: null, injected: null, badge_type: 'verified_new_kind' })
    expect(phantom?.homepage).toBeUndefined()
    expect(phantom?.order).toBeUndefined()
    expect(reported()).toHaveLength(1)
    expect(reported()[0]?.error.details).toContain('entry 2')
  })
})

describe('GET /getAnalyticsConfig', () => {
  test.each<[FixtureName, boolean]>([
    ['analyticsConfigOn', true],
    ['analyticsConfigOff', false],
    ['analyticsConfigUnset', false],
  ])('%s reads as %s', async (name, enabled) => {
    serve(`${directory}/getAnalyticsConfig`, name)
    expect(await getAnalyticsConfig(context)).toEqual({ isAnalyticsEnabled: enabled })
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toMatchObject({
      projectId: 'project-1',
      st: 'openappkit',
    })
  })
})

describe('POST /e', () => {
  test('the answer body is not the SDK business: a 202 with a status is a success', async () => {
    serve(`${analytics}/e`, 'analyticsAccepted', 202, 'post')
    await expect(
      sendAnalyticsEvent(context, {
        eventId: 'e1',
        url: 'https://app.test/',
        domain: 'app.test',
        timestamp: 1,
        props: { type: 'track', event: 'CONNECT_SUCCESS' },
      }),
    ).resolves.toBeUndefined()
  })
})

describe('convert (swaps)', () => {
  const user = `eip155:1:${address}`
  const eth = `eip155:1:0x${'e'.repeat(40)}`
  const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

  test('GET /v1/convert/tokens: null logoUri and eip2612, new fields; decimals 0 and a token without address left out', async () => {
    serve(`${api}/v1/convert/tokens`, 'convertTokens')
    const tokens = await getSwapTokens(context, { chainId: 'eip155:1' })
    expect(tokens.map((t) => [t.symbol, t.logoUri, t.eip2612])).toEqual([
      ['ETH', 'https://tokens.example/eth.png', false],
      ['USDC', '', true],
      ['UNI', 'https://tokens.example/uni.png', undefined],
    ])
    expect(requests[0]?.searchParams.get('chainId')).toBe('eip155:1')
    expect(reported()).toHaveLength(1)
    expect(reported()[0]?.error.details).toMatch(/2 entries were left out/)
  })

  test('GET /v1/convert/quotes: a null id; amounts read as integers', async () => {
    serve(`${api}/v1/convert/quotes`, 'convertQuotes')
    const quote = await getSwapQuote(context, { from: eth, to: usdc, userAddress: user, amount: 10n ** 18n })
    expect(quote).toEqual({ fromAmount: 10n ** 18n, toAmount: 3_012_456_789n })
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toMatchObject({
      amount: '1000000000000000000',
      from: eth,
      to: usdc,
      userAddress: user,
    })
  })

  test('GET /v1/convert/allowance and /gas-price: integers beyond 2^53 stay exact', async () => {
    serve(`${api}/v1/convert/allowance`, 'convertAllowance')
    serve(`${api}/v1/convert/gas-price`, 'convertGasPrice')
    expect(await getSwapAllowance(context, { tokenAddress: usdc, userAddress: user })).toBe(2n ** 256n - 1n)
    expect(await getGasPrice(context, { chainId: 'eip155:1' })).toEqual({
      standard: '12000000000',
      fast: '14400000000',
      instant: '18000000000',
    })
  })

  test('GET /v1/convert/build-approve: eip155 holds only gasPrice; `to` (the token) becomes a plain address', async () => {
    serve(`${api}/v1/convert/build-approve`, 'convertBuildApprove')
    const tx = await buildSwapApprove(context, {
      from: usdc,
      to: eth,
      userAddress: user,
      amount: 100_000_000n,
    })
    expect(tx).toEqual({
      to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      data: expect.stringMatching(/^0x095ea7b3/),
      value: 0n,
    })
    // The hosted server refuses a build-approve without amount.
    expect(requests[0]?.searchParams.get('amount')).toBe('100000000')
  })

  test('POST /v1/convert/build-transaction: the swap with its value; eip155 may be null', async () => {
    let body: unknown
    server.use(
      http.post(`${api}/v1/convert/build-transaction`, async ({ request }) => {
        body = await request.json()
        return new HttpResponse(fixture('convertBuildTransaction'), {
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    const tx = await buildSwapTransaction(context, {
      from: eth,
      to: usdc,
      userAddress: user,
      amount: 10n ** 18n,
      slippage: 1,
    })
    expect(tx).toEqual({
      to: '0x111111125421cA6dc452d289314280a0f8842A65',
      data: expect.any(String),
      value: 10n ** 18n,
    })
    expect(body).toMatchObject({
      amount: '1000000000000000000',
      eip155: { slippage: 1 },
      from: eth,
      to: usdc,
      userAddress: user,
    })
    serve(`${api}/v1/convert/build-transaction`, 'convertBuildTransactionNoEip155', 200, 'post')
    expect(
      (
        await buildSwapTransaction(context, {
          from: usdc,
          to: eth,
          userAddress: user,
          amount: 1n,
          slippage: 1,
        })
      ).value,
    ).toBe(0n)
  })
})

describe('onramp', () => {
  test("GET /v1/onramp/options: the server's `limits` and camelCase networks read as the SDK's shape; a broken currency left out", async () => {
    serve(`${api}/v1/onramp/options`, 'onrampOptions')
    const options = await getOnrampOptions(context)
    expect(options.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
      { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
      { id: 'GBP', payment_method_limits: [] },
    ])
    expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
    expect(options.purchaseCurrencies[0]?.networks[1]).toEqual({
      name: 'base',
      display_name: 'Base',
      chain_id: '8453',
      contract_address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
    })
    expect(reported()).toHaveLength(1)
  })

  test('POST /v1/onramp/quote: `{ value, currency }` amounts and `paymentSubTotal`', async () => {
    serve(`${api}/v1/onramp/quote`, 'onrampQuote', 200, 'post')
    const quote = await getOnrampQuote(context, {
      purchaseCurrency: { id: 'eth', name: 'Ethereum', symbol: 'ETH', networks: [] },
      paymentCurrency: { id: 'USD', payment_method_limits: [] },
      amount: '100',
      network: 'ethereum',
    })
    expect(quote).toEqual({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '97.51', currency: 'USD' },
      purchaseAmount: { amount: '0.032423', currency: 'ETH' },
      coinbaseFee: { amount: '1.49', currency: 'USD' },
      networkFee: { amount: '1.00', currency: 'USD' },
      quoteId: '0b5c1f4e-6e5a-4f34-9d10-5b2d1a3f1c77',
    })
  })

  test('POST /v1/generators/onrampurl: an https URL is taken; a javascript: URL is refused', async () => {
    serve(`${api}/v1/generators/onrampurl`, 'onrampUrl', 200, 'post')
    const body = {
      destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['ETH'] }],
      partnerUserId: address,
    }
    expect(await generateOnrampUrl(context, body)).toMatch(/^https:\/\/pay\.coinbase\.com\/buy\//)
    server.use(
      http.post(`${api}/v1/generators/onrampurl`, () => HttpResponse.json({ url: 'javascript:alert(1)' })),
    )
    await expect(generateOnrampUrl(context, body)).rejects.toBeInstanceOf(InvalidResponseError)
  })
})

describe('the fixtures keep the shapes they witness', () => {
  // Editing a fixture into what a strict schema would accept would make these tests pass for
  // nothing; each real-world oddity stays in the files.
  test.each([
    [
      'history',
      [
        '"nft_info": null',
        '"transfers": null',
        '"chain": null',
        '"value": null',
        '"content_type": "image/png"',
        '"application": {',
      ],
    ],
    ['balanceSolana', ['"address": "So11111111111111111111111111111111111111111"']],
    ['balanceEvm', ['"price": null', '"iconUrl": null', '"isVerified"']],
    ['namesRecord', ['"registered_at"', '"created_at"', '"attributes": {', '"zone"', '"chain_label"']],
    [
      'namesReverse',
      ['"attributes": null', '"created_at": null', '"updated_at": null', '"zone"', '"chain_label"'],
    ],
    ['wallets', ['"desktop_link": null', '"supports_wc"', '"injected": null']],
    ['analyticsConfigUnset', ['"isAnalyticsEnabled": null']],
    ['convertTokens', ['"logoUri": null', '"eip2612": null', '"decimals": 0', '"tags"']],
    ['convertQuotes', ['"id": null']],
    ['convertBuildApprove', ['"eip155": { "gasPrice"']],
    ['convertBuildTransactionNoEip155', ['"eip155": null']],
    ['onrampOptions', ['"limits"', '"displayName"', '"contractAddress"', '"chainId"']],
    ['onrampQuote', ['"paymentSubTotal"', '"value": "100.00"']],
  ])('%s', (name, needles) => {
    const text = fixture(name as FixtureName)
    // The fixtures are compact JSON here: the needles without their spaces.
    for (const needle of needles) expect(text).toContain(needle.replaceAll(' ', ''))
  })
})
