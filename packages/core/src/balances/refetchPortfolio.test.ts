import { createTestAppKit } from '@openappkit/testing/vitest'
import { QueryObserver } from '@tanstack/query-core'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.ts'
import { getSendState } from '../actions/getSendState.ts'
import { refreshBalance } from '../actions/refreshBalance.ts'
import { updateSendState } from '../actions/updateSendState.ts'
import { type MockAdapter, mock } from '../adapters/mock.ts'
import type { AppKit } from '../appKit.ts'
import { mainnet } from '../networks/evmNetworks.ts'
import { portfolioQueryOptions } from '../queries/portfolioQueryOptions.ts'
import { sendTokens } from '../send/sendTokens.ts'
import type { TokenBalance } from '../state/types.ts'
import { refetchPortfolio } from './refetchPortfolio.ts'

// A send whose balance read races with a read started before the transaction landed: the
// Account view remounting, a focus refetch, the Send view's own read. The chain's ETH balance
// is `chain.eth`; each read answers what the chain held when it was asked, and a held read
// answers only when the test releases it, after the transaction and the read that follows it.

const api = 'https://api.test'
const sender = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const nativeId = `eip155:1:0x${'e'.repeat(40)}`
const ether = (numeric: string): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  iconUrl: '',
  quantity: { decimals: '18', numeric },
})

/** A held answer: `open` lets it go; `passed` is set by the reader once it has gone out. */
type Gate = { promise: Promise<void>; open(): void; passed: boolean }
function gate(): Gate {
  let open = () => {}
  const promise = new Promise<void>((resolve) => {
    open = resolve
  })
  return { promise, open, passed: false }
}

/** Lets a late answer that was let go run its course through the client (it takes a few tasks). */
async function afterLateAnswer(held: Gate) {
  held.open()
  await vi.waitFor(() => expect(held.passed).toBe(true))
  await new Promise((resolve) => setTimeout(resolve, 50))
}

const chain = { eth: '10' }
/** Reads asked of the data service: what the chain held when asked, and the forceUpdate ids. */
const asked: { eth: string; forceUpdate: string | null }[] = []
/** The next reads wait for these gates, in order (the service has not answered yet). */
const holds: Gate[] = []
/** The next reads fail with a 500, this many of them. */
let failures = 0

const server = setupServer(
  http.get(`${api}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
  http.get(`${api}/v1/account/:address/balance`, async ({ request }) => {
    const eth = chain.eth
    asked.push({ eth, forceUpdate: new URL(request.url).searchParams.get('forceUpdate') })
    const held = holds.shift()
    if (held) {
      await held.promise
      held.passed = true
    }
    if (failures > 0) {
      failures--
      return HttpResponse.json({ message: 'down' }, { status: 500 })
    }
    return HttpResponse.json({ balances: [ether(eth)] })
  }),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  chain.eth = '10'
  asked.length = 0
  for (const held of holds.splice(0)) held.open()
  failures = 0
})
afterAll(() => server.close())

/** What the Account view reads: the portfolio query, through an observer as `usePortfolio` has. */
function accountView(appKit: AppKit) {
  const observer = new QueryObserver(
    appKit.queryClient,
    portfolioQueryOptions(appKit, { address: sender, network: mainnet }),
  )
  const unsubscribe = observer.subscribe(() => {})
  const shown = () => observer.getCurrentResult().data?.[0]?.quantity.numeric
  return { observer, unsubscribe, shown }
}

async function connected(adapter: MockAdapter = mock(), blockchainApi: string | false = api) {
  const { appKit } = createTestAppKit({
    adapters: [adapter],
    networks: [mainnet],
    services: { blockchainApi, analytics: false, walletDirectory: false },
  })
  await connect(appKit, { connectorId: 'mock' })
  return appKit
}

/** Sends 0.5 ETH; the chain's balance drops when the wallet's answer comes back. */
async function sendHalfEther(appKit: AppKit, adapter: MockAdapter, after = '9.5') {
  updateSendState(appKit, { token: ether(chain.eth), sendTokenAmount: '0.5', receiverAddress: receiver })
  const hold = adapter.hold('sendTransfer')
  const sent = sendTokens(appKit)
  await vi.waitFor(() => expect(hold.reached).toBe(true))
  chain.eth = after
  hold.release()
  await sent
}

describe('refetchPortfolio: the read after a transaction', () => {
  test('a read in flight from before a send neither stands in for the read after it nor overwrites it when it answers late', async () => {
    const adapter = mock()
    const appKit = await connected(adapter)
    const view = accountView(appKit)
    await vi.waitFor(() => expect(view.shown()).toBe('10'))

    // A focus refetch starts before the transaction and is held: it saw 10 ETH.
    const old = gate()
    holds.push(old)
    void view.observer.refetch({ cancelRefetch: false })
    await vi.waitFor(() => expect(asked).toHaveLength(2))

    await sendHalfEther(appKit, adapter)
    // The send's own read goes out, with forceUpdate, and the view shows its answer.
    await vi.waitFor(() => expect(asked.at(-1)).toEqual({ eth: '9.5', forceUpdate: nativeId }))
    await vi.waitFor(() => expect(view.shown()).toBe('9.5'))

    // The old read answers now, with the balance from before the send: it is dropped.
    await afterLateAnswer(old)
    expect(view.shown()).toBe('9.5')
    expect(getSendState(appKit).tokenBalances?.[0]?.quantity.numeric).toBe('9.5')
    expect(view.observer.getCurrentResult()).toMatchObject({ isFetching: false, isStale: false, error: null })
    // The superseded read was aborted, which is no failure: no block, no "Token Balance Unavailable".
    expect(getSendState(appKit).lastRetry).toBeUndefined()
    expect(appKit.store.get(appKit.atoms.toast).open).toBe(false)
    view.unsubscribe()
  })

  test('with the data service off, an adapter that cannot stop the old read: its late answer is dropped', async () => {
    const base = mock()
    const reads: Gate[] = []
    // The wallet's RPC answers what the chain held when asked, when the test lets it.
    const adapter: MockAdapter = {
      ...base,
      async getBalance() {
        const eth = chain.eth
        const held = reads.shift()
        if (held) {
          await held.promise
          held.passed = true
        }
        return { value: BigInt(Number(eth) * 10) * 10n ** 17n, decimals: 18, symbol: 'ETH' }
      },
    }
    const appKit = await connected(adapter, false)
    const view = accountView(appKit)
    await vi.waitFor(() => expect(view.shown()).toBe('10'))

    const old = gate()
    reads.push(old)
    void view.observer.refetch({ cancelRefetch: false })
    await sendHalfEther(appKit, adapter)
    await vi.waitFor(() => expect(view.shown()).toBe('9.5'))
    await afterLateAnswer(old)
    expect(view.shown()).toBe('9.5')
    view.unsubscribe()
  })

  test('whoever awaits the superseded read gets the newer answer', async () => {
    const appKit = await connected()
    const old = gate()
    holds.push(old)
    const before = refetchPortfolio(appKit, { address: sender, network: mainnet })
    await vi.waitFor(() => expect(asked).toHaveLength(1))
    chain.eth = '9.5'
    const after = refetchPortfolio(appKit, { address: sender, network: mainnet, forceUpdate: [nativeId] })
    expect((await after)[0]?.quantity.numeric).toBe('9.5')
    expect((await before)[0]?.quantity.numeric).toBe('9.5')
    old.open()
  })

  test('a failed read just before a send does not block the read after it; a failure of that one blocks again', async () => {
    const adapter = mock()
    const appKit = await connected(adapter)
    const view = accountView(appKit)
    await vi.waitFor(() => expect(view.shown()).toBe('10'))

    failures = 1
    expect(await refreshBalance(appKit)).toBe(false)
    expect(getSendState(appKit).lastRetry).toBeTypeOf('number')
    // Within the 30 s, a plain refresh still asks nothing (SPEC §4: no retry hammering).
    expect(await refreshBalance(appKit)).toBe(false)
    expect(asked).toHaveLength(2)

    await sendHalfEther(appKit, adapter)
    await vi.waitFor(() => expect(view.shown()).toBe('9.5'))
    expect(asked.at(-1)).toEqual({ eth: '9.5', forceUpdate: nativeId })
    expect(getSendState(appKit).lastRetry).toBeUndefined()

    // The read after a second send fails: the block is back, and a refresh asks nothing.
    failures = 1
    await sendHalfEther(appKit, adapter, '9')
    await vi.waitFor(() => expect(getSendState(appKit).lastRetry).toBeTypeOf('number'))
    expect(asked).toHaveLength(4)
    expect(await refreshBalance(appKit)).toBe(false)
    expect(asked).toHaveLength(4)
    expect(view.shown()).toBe('9.5')
    view.unsubscribe()
  })
})
