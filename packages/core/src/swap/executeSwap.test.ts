import { createTestAppKit } from '@openappkit/testing/vitest'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.ts'
import { getModalState } from '../actions/getModalState.ts'
import { getSwapState } from '../actions/getSwapState.ts'
import { openModal } from '../actions/openModal.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import { updateSwapState } from '../actions/updateSwapState.ts'
import { type MockAdapterParameters, mock } from '../adapters/mock.ts'
import type { AppKitEvents } from '../appKit.ts'
import { refetchPortfolio } from '../balances/refetchPortfolio.ts'
import { UserRejectedRequestError } from '../errors/walletRefusal.ts'
import { mainnet, sepolia } from '../networks/evmNetworks.ts'
import { executeSwap } from './executeSwap.ts'
import {
  swapGasPriceQueryOptions,
  swapQuoteQueryOptions,
  swapTokensQueryOptions,
} from './swapQueryOptions.ts'

const api = 'https://api.test'
const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const router = '0x111111125421cA6dc452d289314280a0f8842A65'
const usdcAddress = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const eth = { name: 'Ether', symbol: 'ETH', address: `eip155:1:0x${'e'.repeat(40)}`, decimals: 18 }
const usdc = { name: 'USD Coin', symbol: 'USDC', address: `eip155:1:${usdcAddress}`, decimals: 6 }
const portfolio = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 3000,
    iconUrl: '',
    quantity: { decimals: '18', numeric: '2' },
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    address: usdc.address,
    price: 1,
    iconUrl: '',
    quantity: { decimals: '6', numeric: '500' },
  },
]

// A stand-in for the convert service that records what it was asked, with an allowance that
// the approval raises, as the chain would.
// The data service supports both networks (kept across tests).
const server = setupServer(
  http.get(`${api}/v1/supported-chains`, () =>
    HttpResponse.json({ http: ['eip155:1', 'eip155:11155111'], ws: [] }),
  ),
)
let asked: { path: string; query: Record<string, string>; body?: unknown }[] = []
let allowance = 0n
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  asked = []
  allowance = 0n
})
afterAll(() => server.close())

function serveConvert() {
  const record = async (request: Request) => {
    const url = new URL(request.url)
    const body = request.method === 'POST' ? await request.json() : undefined
    asked.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), body })
    return url.searchParams
  }
  server.use(
    http.get(`${api}/v1/account/:address/balance`, async ({ request }) => {
      await record(request)
      return HttpResponse.json({ balances: portfolio })
    }),
    http.get(`${api}/v1/convert/allowance`, async ({ request }) => {
      await record(request)
      return HttpResponse.json({ allowance: allowance.toString() })
    }),
    http.get(`${api}/v1/convert/build-approve`, async ({ request }) => {
      await record(request)
      return HttpResponse.json({
        tx: {
          from: `eip155:1:${user}`,
          to: usdc.address,
          data: '0x095ea7b3',
          value: '0',
          eip155: { gasPrice: '1' },
        },
      })
    }),
    http.post(`${api}/v1/convert/build-transaction`, async ({ request }) => {
      await record(request)
      return HttpResponse.json({
        tx: {
          from: `eip155:1:${user}`,
          to: `eip155:1:${router}`,
          data: '0x07ed2379',
          amount: '0',
          eip155: null,
        },
      })
    }),
  )
}

async function setup(
  form: { from: typeof eth; to: typeof eth; amount: string },
  features?: MockAdapterParameters['features'],
) {
  serveConvert()
  const adapter = mock({ features })
  const { appKit } = createTestAppKit({
    adapters: [adapter],
    networks: [mainnet, sepolia],
    services: { blockchainApi: api, analytics: false, walletDirectory: false },
  })
  await connect(appKit, { connectorId: 'mock', network: mainnet })
  await refetchPortfolio(appKit, { address: user, network: mainnet })
  asked = []
  updateSwapState(appKit, { sourceToken: form.from, toToken: form.to, sourceTokenAmount: form.amount })
  const events: AppKitEvents['swap'][] = []
  appKit.emitter.on('swap', (event) => events.push(event))
  const sent = () => adapter.calls.filter((c) => c.method === 'sendTransaction').map((c) => c.parameters)
  return { appKit, adapter, events, sent }
}

const paths = () => asked.map((a) => a.path)

describe('executeSwap', () => {
  test('from the native coin: no allowance, the built swap goes to the wallet with SPEC §9 slippage, both balances read again', async () => {
    const { appKit, events, sent } = await setup({ from: eth, to: usdc, amount: '0.5' })
    const result = await executeSwap(appKit)
    expect(paths().slice(0, 1)).toEqual(['/v1/convert/build-transaction'])
    expect(asked[0]?.body).toMatchObject({
      amount: '500000000000000000',
      eip155: { slippage: 1 },
      from: eth.address,
      to: usdc.address,
      userAddress: `eip155:1:${user}`,
    })
    expect(sent()).toEqual([{ from: user, to: router, data: '0x07ed2379', value: 0n, network: mainnet }])
    expect(result).toMatchObject({ hash: expect.stringMatching(/^0x[0-9a-f]{64}$/), approvalHash: undefined })
    expect(events.map((e) => e.status)).toEqual(['initiated', 'success'])
    await expect
      .poll(() => asked.find((a) => a.path.endsWith('/balance'))?.query.forceUpdate)
      .toBe(`${eth.address},${usdc.address}`)
    expect(getSwapState(appKit)).toMatchObject({
      sourceTokenAmount: '',
      sourceToken: eth,
      toToken: usdc,
      step: 'idle',
    })
  })

  test('from a token short of allowance: approve, wait until the service sees it, then swap', async () => {
    const { appKit, adapter, events, sent } = await setup({ from: usdc, to: eth, amount: '100' })
    const approval = adapter.hold('sendTransaction')
    const swap = executeSwap(appKit)
    await expect.poll(() => approval.reached).toBe(true)
    expect(getSwapState(appKit).step).toBe('approving')
    expect(asked.find((a) => a.path === '/v1/convert/build-approve')?.query).toMatchObject({
      from: usdc.address,
      to: eth.address,
      userAddress: `eip155:1:${user}`,
      amount: '100000000',
    })
    expect(paths()).not.toContain('/v1/convert/build-transaction')
    allowance = 100_000_000n // the approval lands on chain
    approval.release()
    const result = await swap
    expect(sent().map((tx) => (tx as { to: string }).to)).toEqual([usdcAddress, router])
    expect(result.approvalHash).toMatch(/^0x/)
    expect(events.map((e) => e.status)).toEqual(['initiated', 'approved', 'success'])
  })

  test('a wallet that batches atomically: approve and swap in one batch, one prompt, no waiting for the allowance', async () => {
    const { appKit, adapter, events, sent } = await setup(
      { from: usdc, to: eth, amount: '100' },
      { capabilities: true },
    )
    const result = await executeSwap(appKit)
    const batches = adapter.calls.filter((c) => c.method === 'sendCalls')
    expect(batches.map((c) => (c.parameters as { calls: unknown }).calls)).toEqual([
      [
        { to: usdcAddress, data: '0x095ea7b3', value: 0n },
        { to: router, data: '0x07ed2379', value: 0n },
      ],
    ])
    expect(sent()).toEqual([])
    // Built before the approval is on chain: the service is told not to estimate it.
    expect(asked.find((a) => a.path === '/v1/convert/build-transaction')?.body).toMatchObject({
      disableEstimate: true,
    })
    expect(paths().filter((p) => p === '/v1/convert/allowance')).toHaveLength(1)
    expect(result.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(result.approvalHash).toBe(result.hash)
    expect(events.map((e) => e.status)).toEqual(['initiated', 'approved', 'success'])
  })

  test('a wallet without atomic batches: approve, then the swap, as before', async () => {
    const { appKit, adapter, sent } = await setup(
      { from: usdc, to: eth, amount: '100' },
      { capabilities: 'sequential' },
    )
    allowance = 0n
    const approval = adapter.hold('sendTransaction')
    const swap = executeSwap(appKit)
    await expect.poll(() => approval.reached).toBe(true)
    allowance = 100_000_000n
    approval.release()
    await swap
    expect(adapter.calls.filter((c) => c.method === 'sendCalls')).toEqual([])
    expect(sent().map((tx) => (tx as { to: string }).to)).toEqual([usdcAddress, router])
    expect(asked.find((a) => a.path === '/v1/convert/build-transaction')?.body).toMatchObject({
      disableEstimate: false,
    })
  })

  test('a refused batch keeps the form and sends nothing one call at a time', async () => {
    const { appKit, events, sent } = await setup(
      { from: usdc, to: eth, amount: '100' },
      { capabilities: true, sendCallsError: new UserRejectedRequestError() },
    )
    await expect(executeSwap(appKit)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(sent()).toEqual([])
    expect(events.map((e) => e.status)).toEqual(['initiated', 'error'])
    expect(getSwapState(appKit)).toMatchObject({ sourceTokenAmount: '100', step: 'idle' })
  })

  test('enough allowance: no approval', async () => {
    const { appKit, sent } = await setup({ from: usdc, to: eth, amount: '100' })
    allowance = 10n ** 30n
    await executeSwap(appKit)
    expect(paths()).not.toContain('/v1/convert/build-approve')
    expect(sent()).toHaveLength(1)
  })

  test('a second call while one is in flight sends nothing more and gets the same answer', async () => {
    const { appKit, adapter, sent } = await setup({ from: eth, to: usdc, amount: '0.5' })
    const held = adapter.hold('sendTransaction')
    const first = executeSwap(appKit)
    const second = executeSwap(appKit)
    await expect.poll(() => held.reached).toBe(true)
    expect(() => updateSwapState(appKit, { sourceTokenAmount: '9' })).toThrow('A swap is in flight')
    held.release()
    expect(await second).toEqual(await first)
    expect(sent()).toHaveLength(1)
    expect(paths().filter((p) => p === '/v1/convert/build-transaction')).toHaveLength(1)
  })

  test('a refused approval keeps the form, emits error, and builds no swap', async () => {
    const { appKit, adapter, events } = await setup({ from: usdc, to: eth, amount: '100' })
    adapter.hold('sendTransaction').fail(new UserRejectedRequestError())
    await expect(executeSwap(appKit)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getSwapState(appKit)).toMatchObject({ sourceTokenAmount: '100', step: 'idle' })
    expect(events.map((e) => e.status)).toEqual(['initiated', 'error'])
    expect(paths()).not.toContain('/v1/convert/build-transaction')
  })

  test('a garbage answer from the wallet is an error, not a success', async () => {
    const { appKit, adapter, events } = await setup({ from: eth, to: usdc, amount: '0.5' })
    adapter.hold('sendTransaction').answer({ hash: 'nope' })
    await expect(executeSwap(appKit)).rejects.toThrow('The wallet did not answer with a transaction id')
    expect(events.at(-1)?.status).toBe('error')
  })

  test('more than the balance, or a network off the list: refused before any request', async () => {
    const { appKit, sent } = await setup({ from: eth, to: usdc, amount: '3' })
    await expect(executeSwap(appKit)).rejects.toThrow('Insufficient balance')
    await switchNetwork(appKit, sepolia)
    updateSwapState(appKit, { sourceTokenAmount: '0.1' })
    await expect(executeSwap(appKit)).rejects.toThrow('Network not supported for Swaps')
    expect(asked).toEqual([])
    expect(sent()).toEqual([])
  })
})

describe('swap queries', () => {
  test('a failed quote is the placeholder quote, with the reason', async () => {
    const { appKit } = await setup({ from: eth, to: usdc, amount: '0.5' })
    server.use(
      http.get(`${api}/v1/convert/quotes`, () =>
        HttpResponse.json(
          { status: 'FAILED', reasons: [{ field: 'amount', description: 'no route' }] },
          { status: 400 },
        ),
      ),
    )
    const options = swapQuoteQueryOptions(appKit, {
      network: mainnet,
      address: user,
      from: eth,
      to: usdc,
      amount: '0.5',
    })
    expect(options.enabled).toBe(true)
    expect(await appKit.queryClient.fetchQuery(options)).toEqual({
      fromAmount: 5n * 10n ** 17n,
      toAmount: 0n,
      placeholder: true,
      reason: 'no route',
    })
  })

  test('a quote answered with garbage is a placeholder too; a good one is read', async () => {
    const { appKit } = await setup({ from: eth, to: usdc, amount: '0.5' })
    const quote = (body: Record<string, unknown>) => {
      server.use(http.get(`${api}/v1/convert/quotes`, () => HttpResponse.json(body)))
      return swapQuoteQueryOptions(appKit, {
        network: mainnet,
        address: user,
        from: eth,
        to: usdc,
        amount: '0.5',
      }).queryFn({})
    }
    expect((await quote({ quotes: [{ toAmount: 'lots' }] })).placeholder).toBe(true)
    expect(
      await quote({
        quotes: [{ id: null, fromAmount: '1', fromAccount: 'a', toAmount: '1500000000', toAccount: 'b' }],
      }),
    ).toEqual({ fromAmount: 1n, toAmount: 1_500_000_000n, placeholder: false })
  })

  test('off the list the queries are off, and asked anyway they say the SPEC messages', async () => {
    const { appKit } = await setup({ from: eth, to: usdc, amount: '0.5' })
    expect(swapTokensQueryOptions(appKit, { network: sepolia }).enabled).toBe(false)
    await expect(swapTokensQueryOptions(appKit, { network: sepolia }).queryFn({})).rejects.toThrow(
      'Network not supported for Swaps',
    )
    await expect(swapGasPriceQueryOptions(appKit, { network: sepolia }).queryFn({})).rejects.toThrow(
      'Network not supported for Gas Price',
    )
    expect(asked).toEqual([])
  })

  test('a swap network the data service does not list says so; no token list is asked', async () => {
    const { appKit } = await setup({ from: eth, to: usdc, amount: '0.5' })
    server.use(
      http.get(`${api}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:10'], ws: [] })),
    )
    // The list read during setup is kept for an hour: drop it so this answer is read.
    appKit.queryClient.removeQueries({ queryKey: ['openappkit', 'supportedChains'] })
    await expect(swapTokensQueryOptions(appKit, { network: mainnet }).queryFn({})).rejects.toThrow(
      'Network not supported for Swaps',
    )
    expect(asked.filter((a) => a.path === '/v1/convert/tokens')).toEqual([])
  })

  test("open({ view: 'Swap', arguments }) hands the checked arguments to the view; bad ones throw and open nothing", async () => {
    const { appKit } = createTestAppKit({ adapters: [mock()], networks: [mainnet] })
    expect(() => openModal(appKit, { view: 'Swap', arguments: { fromToken: 'ETH', amount: '1e3' } })).toThrow(
      /amount: expected a decimal amount/,
    )
    expect(() => openModal(appKit, { view: 'Account', arguments: { fromToken: 'ETH' } })).toThrow(
      /Swap view only/,
    )
    expect(getModalState(appKit).open).toBe(false)
    openModal(appKit, { view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'USDC', amount: '0.1' } })
    expect(getModalState(appKit)).toMatchObject({
      open: true,
      view: 'Swap',
      data: { swapArguments: { fromToken: 'ETH', toToken: 'USDC', amount: '0.1' } },
    })
  })

  test('an app-added network is a swap network', async () => {
    const adapter = mock()
    const { appKit } = createTestAppKit({
      adapters: [adapter],
      networks: [mainnet, sepolia],
      additionalSwapNetworks: ['eip155:11155111'],
      services: { blockchainApi: api, analytics: false, walletDirectory: false },
    })
    expect(swapTokensQueryOptions(appKit, { network: sepolia }).enabled).toBe(true)
    expect(() => createTestAppKit({ additionalSwapNetworks: ['solana:abc'] }).appKit).toThrow(
      /EVM CAIP-2 network id/,
    )
  })
})
