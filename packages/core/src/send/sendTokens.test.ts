import { createTestAppKit } from '@openappkit/testing/vitest'
import { InfiniteQueryObserver } from '@tanstack/query-core'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.ts'
import { getSendState } from '../actions/getSendState.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import { updateSendState } from '../actions/updateSendState.ts'
import { mock } from '../adapters/mock.ts'
import type { AppKitEvents } from '../appKit.ts'
import { refetchPortfolio } from '../balances/refetchPortfolio.ts'
import { UserRejectedRequestError } from '../errors/walletRefusal.ts'
import { mainnet, sepolia } from '../networks/evmNetworks.ts'
import { activityQueryOptions } from '../queries/activityQueryOptions.ts'
import { queryKeys } from '../queries/queryKeys.ts'
import { estimateSendFee } from './estimateSendFee.ts'
import { sendTokens } from './sendTokens.ts'
import { setSendReceiver } from './setSendReceiver.ts'

const api = 'https://api.test'
const sender = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const oakContract = '0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F'
const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  iconUrl: '',
  quantity: { decimals: '18', numeric: '1' },
}
const oak = {
  ...ether,
  name: 'OAK',
  symbol: 'OAK',
  price: 2,
  address: `eip155:1:${oakContract}`,
  quantity: { decimals: '18', numeric: '10' },
}

// The data service supports both networks (kept across tests).
const server = setupServer(
  http.get(`${api}/v1/supported-chains`, () =>
    HttpResponse.json({ http: ['eip155:1', 'eip155:11155111'], ws: [] }),
  ),
)
const forceUpdates: (string | null)[] = []
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  forceUpdates.length = 0
})
afterAll(() => server.close())

async function setup(parameters: Parameters<typeof mock>[0] = {}) {
  server.use(
    http.get(`${api}/v1/account/:address/balance`, ({ request }) => {
      forceUpdates.push(new URL(request.url).searchParams.get('forceUpdate'))
      return HttpResponse.json({ balances: [ether, oak] })
    }),
  )
  const adapter = mock({
    tokenBalances: { [oakContract]: { value: 10n * 10n ** 18n, decimals: 18, symbol: 'OAK' } },
    ...parameters,
  })
  const { appKit } = createTestAppKit({
    adapters: [adapter],
    networks: [mainnet, sepolia],
    services: { blockchainApi: api, analytics: false, walletDirectory: false },
  })
  await connect(appKit, { connectorId: 'mock' })
  const events: AppKitEvents['send'][] = []
  appKit.emitter.on('send', (event) => events.push(event))
  const sends = () => adapter.calls.filter((call) => call.method === 'sendTransfer')
  return { appKit, adapter, events, sends }
}

describe('sendTokens', () => {
  test('a native send: loading while the wallet decides, initiated then success, balances read again with forceUpdate, state reset', async () => {
    const { appKit, adapter, events, sends } = await setup()
    updateSendState(appKit, { token: ether, sendTokenAmount: '0.5', receiverAddress: receiver })
    const hold = adapter.hold('sendTransfer')
    const sent = sendTokens(appKit)
    await vi.waitFor(() => expect(hold.reached).toBe(true))
    expect(getSendState(appKit).loading).toBe(true)
    expect(events).toEqual([{ status: 'initiated', namespace: 'eip155' }])
    hold.release()
    const result = await sent
    expect(result).toEqual({
      hash: `0x${'1'.padStart(64, '0')}`,
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      explorerUrl: `https://etherscan.io/tx/0x${'1'.padStart(64, '0')}`,
    })
    expect(sends()).toEqual([
      {
        method: 'sendTransfer',
        parameters: expect.objectContaining({
          from: sender,
          to: receiver,
          amount: 5n * 10n ** 17n,
          token: undefined,
        }),
      },
    ])
    expect(events.at(-1)).toEqual({ status: 'success', namespace: 'eip155', hash: result.hash })
    expect(getSendState(appKit)).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      loading: false,
    })
    await vi.waitFor(() => expect(forceUpdates).toEqual([`eip155:1:0x${'e'.repeat(40)}`]))
    const key = queryKeys.portfolio({ address: sender, caipNetworkId: 'eip155:1' })
    await vi.waitFor(() => expect(appKit.queryClient.getQueryData(key)).toEqual([ether, oak]))
  })

  test('an open activity list is read again after a send, and shows it', async () => {
    const { appKit } = await setup()
    const history: unknown[] = []
    server.use(
      http.get(`${api}/v1/account/:address/history`, () => HttpResponse.json({ data: history, next: null })),
    )
    const observer = new InfiniteQueryObserver(
      appKit.queryClient,
      activityQueryOptions(appKit, { address: sender, network: mainnet }),
    )
    const seen: number[] = []
    const stop = observer.subscribe((result) => {
      if (result.data) seen.push(result.data.pages[0]?.data.length ?? -1)
    })
    await vi.waitFor(() => expect(seen).toEqual([0]))
    updateSendState(appKit, { token: ether, sendTokenAmount: '0.5', receiverAddress: receiver })
    const { hash } = await sendTokens(appKit)
    history.push({
      id: hash,
      metadata: {
        operationType: 'send',
        hash,
        chain: 'eip155:1',
        minedAt: '2026-11-29T12:00:00Z',
        sentFrom: sender,
        sentTo: receiver,
        status: 'confirmed',
        nonce: 1,
      },
      transfers: [],
    })
    await vi.waitFor(() => expect(seen.at(-1)).toBe(1))
    stop()
  })

  test('a token send goes to its contract; forceUpdate names the token and the native coin (the fee)', async () => {
    const { appKit, sends } = await setup()
    updateSendState(appKit, { token: oak, sendTokenAmount: '2', receiverAddress: receiver })
    await sendTokens(appKit)
    expect(sends()[0]?.parameters).toMatchObject({
      token: oakContract,
      amount: 2n * 10n ** 18n,
      to: receiver,
    })
    await vi.waitFor(() => expect(forceUpdates).toEqual([`${oak.address},eip155:1:0x${'e'.repeat(40)}`]))
  })

  test('a second submit while one is in flight sends nothing and gets the same answer', async () => {
    const { appKit, adapter, events, sends } = await setup()
    updateSendState(appKit, { token: ether, sendTokenAmount: '0.1', receiverAddress: receiver })
    const hold = adapter.hold('sendTransfer')
    const first = sendTokens(appKit)
    await vi.waitFor(() => expect(hold.reached).toBe(true))
    const second = sendTokens(appKit)
    hold.release()
    expect(await second).toEqual(await first)
    expect(sends()).toHaveLength(1)
    expect(events.filter((e) => e.status === 'initiated')).toHaveLength(1)
    // Once it is over, the next submit is a new send (of a new draft).
    updateSendState(appKit, { token: ether, sendTokenAmount: '0.1', receiverAddress: receiver })
    await sendTokens(appKit)
    expect(sends()).toHaveLength(2)
  })

  test('a refusal keeps the form, turns loading off, emits error, and reads no balance', async () => {
    const { appKit, adapter, events } = await setup()
    const draft = { token: ether, sendTokenAmount: '0.5', receiverAddress: receiver }
    updateSendState(appKit, draft)
    const hold = adapter.hold('sendTransfer')
    const sent = sendTokens(appKit)
    await vi.waitFor(() => expect(hold.reached).toBe(true))
    const refusal = new UserRejectedRequestError()
    hold.fail(refusal)
    await expect(sent).rejects.toBe(refusal)
    expect(getSendState(appKit)).toMatchObject({ ...draft, loading: false })
    expect(events).toEqual([
      { status: 'initiated', namespace: 'eip155' },
      { status: 'error', namespace: 'eip155', error: refusal },
    ])
    expect(forceUpdates).toEqual([])
  })

  test('a garbage answer from the wallet is an error, not a success', async () => {
    for (const garbage of ['not a hash', { hash: 1 }, null, `0x${'z'.repeat(64)}`]) {
      const { appKit, adapter, events } = await setup()
      updateSendState(appKit, { token: ether, sendTokenAmount: '0.5', receiverAddress: receiver })
      const hold = adapter.hold('sendTransfer')
      const sent = sendTokens(appKit)
      await vi.waitFor(() => expect(hold.reached).toBe(true))
      hold.answer(garbage)
      await expect(sent).rejects.toMatchObject({
        shortMessage: 'The wallet did not answer with a transaction id',
      })
      expect(events.map((e) => e.status)).toEqual(['initiated', 'error'])
      expect(getSendState(appKit)).toMatchObject({ sendTokenAmount: '0.5', loading: false })
    }
  })

  test('a draft does not survive a network switch: nothing goes to the new chain, even with the old token put back', async () => {
    const { appKit, events, sends } = await setup()
    updateSendState(appKit, { token: oak, sendTokenAmount: '2', receiverAddress: receiver })
    await switchNetwork(appKit, sepolia)
    expect(getSendState(appKit)).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
    })
    await expect(sendTokens(appKit)).rejects.toThrow('An amount and receiver address are required')
    // An app that keeps its own copy of the draft and sets it again is refused, not sent.
    updateSendState(appKit, { token: oak, sendTokenAmount: '2', receiverAddress: receiver })
    await expect(sendTokens(appKit)).rejects.toMatchObject({
      shortMessage: 'This token is on another network',
    })
    updateSendState(appKit, { token: ether })
    await expect(sendTokens(appKit)).rejects.toThrow('This token is on another network')
    expect(sends()).toEqual([])
    expect(events).toEqual([])
  })

  test('a draft does not survive an account change (the wallet reports another account)', async () => {
    const { appKit, adapter } = await setup()
    updateSendState(appKit, { token: ether, sendTokenAmount: '0.5', receiverAddress: receiver })
    adapter.emit({ type: 'chainChanged', chainId: 1 })
    expect(getSendState(appKit).sendTokenAmount).toBe('0.5')
    adapter.emit({
      type: 'accountsChanged',
      accounts: [{ namespace: 'eip155', address: receiver, type: 'eoa' }],
    })
    expect(getSendState(appKit)).toMatchObject({ token: undefined, sendTokenAmount: undefined })
  })

  test('a switch while the wallet decides: the send reports its own chain, the new draft is kept', async () => {
    const { appKit, adapter, events, sends } = await setup()
    updateSendState(appKit, { token: ether, sendTokenAmount: '0.5', receiverAddress: receiver })
    const hold = adapter.hold('sendTransfer')
    const sent = sendTokens(appKit)
    await vi.waitFor(() => expect(hold.reached).toBe(true))
    adapter.emit({ type: 'chainChanged', chainId: 11155111 })
    // Still in flight: the form says so, but the old draft is gone.
    expect(getSendState(appKit)).toMatchObject({ loading: true, sendTokenAmount: undefined })
    const sepoliaEther = { ...ether, chainId: 'eip155:11155111' }
    updateSendState(appKit, { token: sepoliaEther, sendTokenAmount: '3' })
    hold.release()
    expect(await sent).toMatchObject({
      caipNetworkId: 'eip155:1',
      explorerUrl: expect.stringContaining('https://etherscan.io/tx/'),
    })
    expect(sends()).toHaveLength(1)
    expect(sends()[0]?.parameters).toMatchObject({ network: expect.objectContaining({ id: 1 }) })
    expect(events.at(-1)?.status).toBe('success')
    expect(getSendState(appKit)).toMatchObject({ token: sepoliaEther, sendTokenAmount: '3', loading: false })
    // The balances read again are those of the chain the send went out on.
    await vi.waitFor(() => expect(forceUpdates).toContain(`eip155:1:0x${'e'.repeat(40)}`))
    expect(forceUpdates.filter((ids) => !ids?.startsWith('eip155:1:'))).toEqual([])
  })

  test('an invalid draft asks no wallet and emits nothing', async () => {
    const { appKit, events, sends } = await setup()
    updateSendState(appKit, { token: ether, receiverAddress: receiver })
    await expect(sendTokens(appKit)).rejects.toThrow('An amount and receiver address are required')
    updateSendState(appKit, { sendTokenAmount: '1', token: undefined })
    await expect(sendTokens(appKit)).rejects.toThrow('A token is required')
    expect(sends()).toEqual([])
    expect(events).toEqual([])
    expect(getSendState(appKit).loading).toBe(false)
  })
})

describe('the send state’s balances (SPEC §3)', () => {
  test('tokenBalances and networkBalanceInUSD are the cached portfolio of the active account and network, read-only', async () => {
    const { appKit } = await setup()
    // Nothing read yet: nothing to show, and the getter fetches nothing.
    expect(getSendState(appKit)).toMatchObject({ tokenBalances: [], networkBalanceInUSD: undefined })
    expect(forceUpdates).toEqual([])
    await refetchPortfolio(appKit, { address: sender, network: mainnet })
    // Read twice with nothing changed: the same state.
    expect(getSendState(appKit)).toBe(getSendState(appKit))
    // 1 ETH at 3000 USD; the OAK the service listed for this network too.
    expect(getSendState(appKit)).toMatchObject({
      tokenBalances: [ether, oak],
      networkBalanceInUSD: '3000.00',
    })
    // Another network's portfolio is not this one's.
    await switchNetwork(appKit, sepolia)
    expect(getSendState(appKit)).toMatchObject({ tokenBalances: [], networkBalanceInUSD: undefined })
    for (const patch of [{ tokenBalances: [ether] }, { networkBalanceInUSD: '1' }]) {
      expect(() => updateSendState(appKit, patch as never)).toThrow(
        expect.objectContaining({ name: 'InvalidParametersError' }),
      )
    }
  })
})

describe('estimateSendFee', () => {
  test('EVM: the chain’s gas estimate times the service’s standard gas price; a token transfer is priced as a call to its contract', async () => {
    const { appKit, adapter } = await setup()
    server.use(
      http.get(`${api}/v1/convert/gas-price`, () =>
        HttpResponse.json({ standard: '2000000000', fast: '3', instant: '4' }),
      ),
    )
    expect(await estimateSendFee(appKit, { token: ether, receiverAddress: receiver })).toEqual({
      value: 21_000n * 2_000_000_000n,
      decimals: 18,
      symbol: 'ETH',
      formatted: '0.000042',
    })
    expect((await estimateSendFee(appKit, { token: oak, receiverAddress: receiver })).value).toBe(
      50_000n * 2_000_000_000n,
    )
    const calls = adapter.calls.filter((c) => c.method === 'estimateGas').map((c) => c.parameters)
    expect(calls[1]).toMatchObject({
      to: oakContract,
      data: `0xa9059cbb${receiver.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(64)}`,
    })
  })

  test('a garbage gas price is an error, not a fee', async () => {
    const { appKit } = await setup()
    server.use(
      http.get(`${api}/v1/convert/gas-price`, () =>
        HttpResponse.json({ standard: '1e9', fast: '3', instant: '4' }),
      ),
    )
    await expect(estimateSendFee(appKit, { token: ether, receiverAddress: receiver })).rejects.toThrow(
      'Invalid response from /v1/convert/gas-price',
    )
  })
})

describe('setSendReceiver', () => {
  const record = (addresses: Record<string, { address: string }>) => ({
    name: 'alice.reown.id',
    registered_at: '2024-01-01T00:00:00Z',
    updated_at: null,
    addresses,
    attributes: { avatar: 'https://img.test/alice.png' },
  })

  test('an address is the receiver at once; a name is looked up and shows its name and avatar', async () => {
    const { appKit } = await setup()
    server.use(
      http.get(`${api}/v1/profile/account/:name`, ({ params }) =>
        HttpResponse.json(params.name === 'alice.reown.id' ? record({ '60': { address: receiver } }) : []),
      ),
    )
    await setSendReceiver(appKit, ` ${receiver} `)
    expect(getSendState(appKit)).toMatchObject({ receiverAddress: receiver, receiverProfileName: undefined })
    expect(await setSendReceiver(appKit, 'alice.reown.id')).toEqual({
      address: receiver,
      name: 'alice.reown.id',
      avatar: 'https://img.test/alice.png',
    })
    expect(getSendState(appKit)).toMatchObject({
      receiverAddress: receiver,
      receiverProfileName: 'alice.reown.id',
      receiverProfileImageUrl: 'https://img.test/alice.png',
    })
    await expect(setSendReceiver(appKit, 'nobody.reown.id')).rejects.toThrow('No address for this name')
    expect(getSendState(appKit).receiverAddress).toBeUndefined()
  })

  test('a lookup answered after the user typed on changes nothing', async () => {
    const { appKit } = await setup()
    let answer: (() => void) | undefined
    server.use(
      http.get(`${api}/v1/profile/account/:name`, async () => {
        await new Promise<void>((resolve) => {
          answer = resolve
        })
        return HttpResponse.json(record({ '60': { address: receiver } }))
      }),
    )
    const late = setSendReceiver(appKit, 'alice.reown.id')
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'))
    await setSendReceiver(appKit, sender)
    answer?.()
    await late
    expect(getSendState(appKit)).toMatchObject({ receiverAddress: sender, receiverProfileName: undefined })
  })

  test('a name whose record has garbage for an address is refused', async () => {
    const { appKit } = await setup()
    server.use(
      http.get(`${api}/v1/profile/account/:name`, () =>
        HttpResponse.json(record({ '60': { address: 'not-an-address' } })),
      ),
    )
    await expect(setSendReceiver(appKit, 'alice.reown.id')).rejects.toThrow('No address for this name')
    expect(getSendState(appKit).receiverAddress).toBeUndefined()
  })
})
