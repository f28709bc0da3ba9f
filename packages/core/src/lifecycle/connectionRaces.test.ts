import { createTestAppKit } from '@openappkit/testing/vitest'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { cancelConnect } from '../actions/cancelConnect.ts'
import { connect } from '../actions/connect.ts'
import { connectWallet } from '../actions/connectWallet.ts'
import { disconnect } from '../actions/disconnect.ts'
import { getAccount } from '../actions/getAccount.ts'
import { mock } from '../adapters/mock.ts'
import type { Connector } from '../adapters/types.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import type { WalletItem } from '../wallets/buildWalletList.ts'
import { ConnectionAbandonedError } from './attempts.ts'
import { InvalidConnectionResultError } from './checkConnectionResult.ts'

// Connects and restores racing each other, with the mock wallet's answers held and released in
// chosen orders: only the attempt the user is looking at (the namespace's latest) changes state.

const walletA: Connector = { id: 'walletA', type: 'ANNOUNCED', name: 'Wallet A', chain: 'eip155' }
const walletB: Connector = { id: 'walletB', type: 'ANNOUNCED', name: 'Wallet B', chain: 'eip155' }
const addressA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const addressB = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const answerOf = (connectorId: string, address: string) => ({
  connectorId,
  accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
  chainId: 1,
})
const item = (connector: Connector): WalletItem => ({
  id: connector.id,
  name: connector.name,
  group: 'injected',
  connector,
})

function setup(storage = createMemoryStorage()) {
  const adapter = mock({ connectors: [walletA, walletB], accounts: [addressB] })
  const { appKit } = createTestAppKit({ adapters: [adapter], storage })
  const events: string[] = []
  appKit.emitter.on('connect', ({ address }) => events.push(`connect ${address}`))
  appKit.emitter.on('disconnect', () => events.push('disconnect'))
  appKit.emitter.on('error', ({ source }) => events.push(`error ${source}`))
  return { adapter, appKit, events }
}

const storedConnection = (connectorId: string) =>
  createMemoryStorage({
    '@openappkit/connectionStatus': JSON.stringify({ eip155: 'connected' }),
    '@openappkit/connections': JSON.stringify({ eip155: { connectorId } }),
  })

afterEach(() => {
  vi.useRealTimers()
})

describe('a late answer from an abandoned connect changes nothing', () => {
  test.each([
    ['B answers, then A', ['B', 'A']],
    ['A answers, then B', ['A', 'B']],
  ] as const)(
    '%s: B is the account, the wallet, the recent one; A is disconnected on its side',
    async (_, order) => {
      const { adapter, appKit, events } = setup()
      await appKit.ready
      const holdA = adapter.hold('connect')
      const holdB = adapter.hold('connect')
      const pendingA = connectWallet(appKit, { wallet: item(walletA) })
      // The user goes Back and picks B while A's request is still open.
      const pendingB = connectWallet(appKit, { wallet: item(walletB) })
      const outcomeA = pendingA.catch((error: unknown) => error)
      for (const wallet of order) {
        if (wallet === 'A') holdA.answer(answerOf('walletA', addressA))
        else holdB.release()
        await vi.waitFor(() => expect(wallet === 'A' ? outcomeA : pendingB).resolves.toBeDefined())
      }
      expect(await outcomeA).toBeInstanceOf(ConnectionAbandonedError)
      expect(await pendingB).toMatchObject({ status: 'connected', address: addressB, connectorId: 'walletB' })
      expect(getAccount(appKit)).toMatchObject({
        status: 'connected',
        address: addressB,
        connectorId: 'walletB',
        connectedWalletInfo: { name: 'Wallet B', identifier: 'walletB' },
      })
      expect(appKit.storage.get('walletName')).toBe('Wallet B')
      expect(appKit.storage.get('walletId')).toBe('walletB')
      expect(appKit.storage.get('recentWallets')?.map((w) => w.id)).toEqual(['walletB'])
      expect(appKit.storage.get('connections')).toEqual({
        eip155: { connectorId: 'walletB', walletId: 'walletB', walletName: 'Wallet B' },
      })
      expect(events).toEqual([`connect ${addressB}`])
      await vi.waitFor(() => expect(adapter.isConnected('walletA')).toBe(false))
      expect(adapter.isConnected('walletB')).toBe(true)
      expect(adapter.calls.filter((c) => c.method === 'disconnect')).toEqual([
        { method: 'disconnect', parameters: { connectorId: 'walletA' } },
      ])
    },
  )

  test("A's promise rejects as soon as B starts, without waiting for A's wallet", async () => {
    const { adapter, appKit } = setup()
    await appKit.ready
    adapter.hold('connect')
    const pendingA = connect(appKit, { connectorId: 'walletA' })
    const holdB = adapter.hold('connect')
    const pendingB = connect(appKit, { connectorId: 'walletB' })
    await expect(pendingA).rejects.toThrow(ConnectionAbandonedError)
    expect(getAccount(appKit).status).toBe('connecting')
    holdB.release()
    await expect(pendingB).resolves.toMatchObject({ status: 'connected', connectorId: 'walletB' })
  })

  test('the same wallet chosen again: the first request answering late keeps the session', async () => {
    const { adapter, appKit } = setup()
    await appKit.ready
    const first = adapter.hold('connect')
    const pendingFirst = connect(appKit, { connectorId: 'walletB' }).catch((error: unknown) => error)
    const second = connect(appKit, { connectorId: 'walletB' })
    first.release()
    expect(await pendingFirst).toBeInstanceOf(ConnectionAbandonedError)
    await second
    expect(getAccount(appKit)).toMatchObject({ status: 'connected', connectorId: 'walletB' })
    expect(adapter.calls.some((c) => c.method === 'disconnect')).toBe(false)
    expect(adapter.isConnected('walletB')).toBe(true)
  })

  test('a refusal of the abandoned request after B connected changes nothing and reports nothing', async () => {
    const { adapter, appKit, events } = setup()
    await appKit.ready
    const holdA = adapter.hold('connect')
    const pendingA = connect(appKit, { connectorId: 'walletA' }).catch((error: unknown) => error)
    await connect(appKit, { connectorId: 'walletB' })
    holdA.fail(new Error('User rejected the request.'))
    expect(await pendingA).toBeInstanceOf(ConnectionAbandonedError)
    expect(getAccount(appKit)).toMatchObject({ status: 'connected', connectorId: 'walletB' })
    expect(events).toEqual([`connect ${addressB}`])
  })
})

describe('cancel: the user left the connect they were looking at', () => {
  test('cancelConnect puts the status back at once; a later approval is ended, not adopted', async () => {
    const { adapter, appKit, events } = setup()
    await appKit.ready
    const holdA = adapter.hold('connect')
    const pendingA = connectWallet(appKit, { wallet: item(walletA) }).catch((error: unknown) => error)
    await vi.waitFor(() => expect(holdA.reached).toBe(true))
    expect(getAccount(appKit).status).toBe('connecting')
    expect(cancelConnect(appKit)).toBe(true)
    expect(getAccount(appKit).status).toBe('disconnected')
    expect(cancelConnect(appKit)).toBe(false)
    holdA.answer(answerOf('walletA', addressA))
    expect(await pendingA).toBeInstanceOf(ConnectionAbandonedError)
    expect(getAccount(appKit)).toMatchObject({ status: 'disconnected', address: undefined })
    expect(appKit.storage.get('recentWallets')).toBeUndefined()
    expect(appKit.storage.get('walletName')).toBeUndefined()
    expect(events).toEqual([])
    await vi.waitFor(() => expect(adapter.isConnected('walletA')).toBe(false))
  })

  test("an aborted signal while connected to B: B stays, A's approval is ended on A's side", async () => {
    const { adapter, appKit } = setup()
    await appKit.ready
    await connectWallet(appKit, { wallet: item(walletB) })
    const holdA = adapter.hold('connect')
    const controller = new AbortController()
    const pendingA = connect(appKit, { connectorId: 'walletA', signal: controller.signal }).catch(
      (error: unknown) => error,
    )
    expect(getAccount(appKit)).toMatchObject({ status: 'connecting', address: addressB })
    controller.abort()
    expect(getAccount(appKit)).toMatchObject({
      status: 'connected',
      address: addressB,
      connectorId: 'walletB',
    })
    holdA.answer(answerOf('walletA', addressA))
    expect(await pendingA).toBeInstanceOf(ConnectionAbandonedError)
    expect(getAccount(appKit)).toMatchObject({
      status: 'connected',
      address: addressB,
      connectorId: 'walletB',
    })
    await vi.waitFor(() => expect(adapter.isConnected('walletA')).toBe(false))
    expect(adapter.isConnected('walletB')).toBe(true)
    // The signal was the caller's: it got to the adapter as an abort of that attempt.
    const parameters = adapter.calls.findLast((c) => c.method === 'connect')?.parameters as {
      signal: AbortSignal
    }
    expect(parameters.signal.aborted).toBe(true)
  })

  test('a signal aborted before the connect starts: nothing is asked of the wallet', async () => {
    const { adapter, appKit } = setup()
    await appKit.ready
    await expect(connect(appKit, { connectorId: 'walletA', signal: AbortSignal.abort() })).rejects.toThrow(
      ConnectionAbandonedError,
    )
    expect(adapter.calls.some((c) => c.method === 'connect')).toBe(false)
    expect(getAccount(appKit).status).toBe('disconnected')
  })
})

describe('restore and a manual connect cannot undo each other', () => {
  test.each([
    ['the restore times out, then A answers', ['timeout', 'A']],
    ['A answers, then the restore would have timed out', ['A', 'timeout']],
    ['A fails after the manual connect', ['failA', 'timeout']],
  ] as const)('a connect of B during a slow restore of A survives: %s', async (_, steps) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const adapter = mock({ connectors: [walletA, walletB], accounts: [addressB] })
    const holdRestore = adapter.hold('syncConnection')
    const { appKit } = createTestAppKit({ adapters: [adapter], storage: storedConnection('walletA') })
    expect(getAccount(appKit).status).toBe('connecting')
    await connectWallet(appKit, { wallet: item(walletB) })
    for (const step of steps) {
      if (step === 'timeout') await vi.advanceTimersByTimeAsync(10_000)
      else if (step === 'A') holdRestore.answer(answerOf('walletA', addressA))
      else holdRestore.fail(new Error('wallet gone'))
      await vi.advanceTimersByTimeAsync(0)
    }
    await appKit.ready
    expect(getAccount(appKit)).toMatchObject({
      status: 'connected',
      address: addressB,
      connectorId: 'walletB',
    })
    expect(appKit.storage.get('connections')).toEqual({
      eip155: { connectorId: 'walletB', walletId: 'walletB', walletName: 'Wallet B' },
    })
    expect(appKit.storage.getConnectionStatus('eip155')).toBe('connected')
    expect(adapter.isConnected('walletB')).toBe(true)
    if (steps[0] !== 'failA') expect(adapter.isConnected('walletA')).toBe(false)
  })

  test('a wallet slower than the restore timeout: disconnected meanwhile, storage kept, then connected', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const adapter = mock({ connectors: [walletA, walletB], accounts: [addressB] })
    const holdRestore = adapter.hold('syncConnection')
    const storage = storedConnection('walletA')
    const { appKit } = createTestAppKit({ adapters: [adapter], storage })
    const errors: unknown[] = []
    appKit.emitter.on('error', ({ error }) => errors.push(error))
    let ready = false
    void appKit.ready.then(() => {
      ready = true
    })
    await vi.advanceTimersByTimeAsync(9_999)
    expect(getAccount(appKit).status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1)
    expect(getAccount(appKit).status).toBe('disconnected')
    expect(ready).toBe(true)
    expect(errors).toHaveLength(1)
    // The wallet has not said no: a reload would restore it again.
    expect(appKit.storage.get('connections')).toEqual({ eip155: { connectorId: 'walletA' } })
    holdRestore.answer(answerOf('walletA', addressA))
    await vi.advanceTimersByTimeAsync(0)
    expect(getAccount(appKit)).toMatchObject({
      status: 'connected',
      address: addressA,
      connectorId: 'walletA',
    })
  })

  test("the adapter's syncTimeoutMs is the restore timeout", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const adapter = Object.assign(mock({ connectors: [walletA] }), { syncTimeoutMs: 300 })
    adapter.hold('syncConnection')
    const { appKit } = createTestAppKit({ adapters: [adapter], storage: storedConnection('walletA') })
    await vi.advanceTimersByTimeAsync(299)
    expect(getAccount(appKit).status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1)
    expect(getAccount(appKit).status).toBe('disconnected')
  })

  test('a disconnect during a slow restore wins: the late answer is ended on the wallet side', async () => {
    const adapter = mock({ connectors: [walletA, walletB] })
    const holdRestore = adapter.hold('syncConnection')
    const { appKit } = createTestAppKit({ adapters: [adapter], storage: storedConnection('walletA') })
    await disconnect(appKit)
    holdRestore.release()
    await appKit.ready
    expect(getAccount(appKit)).toMatchObject({ status: 'disconnected', address: undefined })
    expect(appKit.storage.get('connections')).toEqual({})
    await vi.waitFor(() => expect(adapter.isConnected('walletA')).toBe(false))
  })

  test('cancelConnect during a restore shows disconnected and ends the late session', async () => {
    const adapter = mock({ connectors: [walletA] })
    const holdRestore = adapter.hold('syncConnection')
    const { appKit } = createTestAppKit({ adapters: [adapter], storage: storedConnection('walletA') })
    expect(cancelConnect(appKit, { namespace: 'eip155' })).toBe(true)
    expect(getAccount(appKit).status).toBe('disconnected')
    holdRestore.release()
    await appKit.ready
    expect(getAccount(appKit).status).toBe('disconnected')
    await vi.waitFor(() => expect(adapter.isConnected('walletA')).toBe(false))
  })
})

describe('garbage answers change no state', () => {
  const garbage: [string, unknown][] = [
    ['null', null],
    ['a string', 'connected'],
    ['no connector id', { accounts: [], chainId: 1 }],
    ['accounts not a list', { connectorId: 'walletA', accounts: '0xabc', chainId: 1 }],
    [
      'an account without address',
      { connectorId: 'walletA', accounts: [{ namespace: 'eip155' }], chainId: 1 },
    ],
    ['a NaN chain', { connectorId: 'walletA', accounts: [], chainId: Number.NaN }],
    ['an empty chain', { connectorId: 'walletA', accounts: [], chainId: '' }],
  ]

  test.each(garbage)(
    'connect answered with %s: rejected, nothing stored, the session ended',
    async (_, value) => {
      const { adapter, appKit, events } = setup()
      await appKit.ready
      adapter.hold('connect').answer(value)
      await expect(connectWallet(appKit, { wallet: item(walletA) })).rejects.toThrow(
        InvalidConnectionResultError,
      )
      expect(getAccount(appKit)).toMatchObject({ status: 'disconnected', address: undefined })
      expect(appKit.storage.get('connections')).toBeUndefined()
      expect(appKit.storage.get('recentWallets')).toBeUndefined()
      expect(events).toEqual(['error connect'])
      expect(adapter.isConnected('walletA')).toBe(false)
    },
  )

  test('a connect that answers with no account: rejected, nothing stored, the session ended', async () => {
    const { adapter, appKit, events } = setup()
    await appKit.ready
    adapter.hold('connect').answer({ connectorId: 'walletA', accounts: [], chainId: 1 })
    await expect(connectWallet(appKit, { wallet: item(walletA) })).rejects.toThrow(
      'The wallet answered with an invalid connection',
    )
    expect(getAccount(appKit)).toMatchObject({ status: 'disconnected', address: undefined })
    expect(appKit.storage.get('recentWallets')).toBeUndefined()
    expect(appKit.storage.get('walletName')).toBeUndefined()
    expect(events).toEqual(['error connect'])
    expect(adapter.isConnected('walletA')).toBe(false)
  })

  test.each(garbage.filter(([, value]) => value !== null))(
    'a restore answered with %s: disconnected, with an error event',
    async (_, value) => {
      const adapter = mock({ connectors: [walletA] })
      adapter.hold('syncConnection').answer(value)
      const { appKit } = createTestAppKit({ adapters: [adapter], storage: storedConnection('walletA') })
      const errors: unknown[] = []
      appKit.emitter.on('error', ({ error }) => errors.push(error))
      await appKit.ready
      await vi.waitFor(() => expect(getAccount(appKit).status).toBe('disconnected'))
      expect(errors[0]).toBeInstanceOf(InvalidConnectionResultError)
      expect(getAccount(appKit).address).toBeUndefined()
    },
  )
})

describe('a reload keeps which wallet the session is with', () => {
  test('the restored connection names the wallet connectWallet stored, not another one', async () => {
    const storage = createMemoryStorage()
    const first = setup(storage)
    await first.appKit.ready
    await connectWallet(first.appKit, {
      wallet: { ...item(walletA), imageUrl: 'https://img.test/a.png' },
    })
    const { appKit: reloaded } = createTestAppKit({
      adapters: [mock({ connectors: [walletA, walletB] })],
      storage,
    })
    await reloaded.ready
    expect(getAccount(reloaded).connectedWalletInfo).toEqual({
      name: 'Wallet A',
      identifier: 'walletA',
      icon: 'https://img.test/a.png',
      type: 'ANNOUNCED',
    })

    // A stored wallet that is not the restored connector names nothing.
    reloaded.storage.set('connections', { eip155: { connectorId: 'walletB' } })
    const { appKit: other } = createTestAppKit({
      adapters: [mock({ connectors: [walletA, walletB] })],
      storage,
    })
    await other.ready
    expect(getAccount(other)).toMatchObject({
      status: 'connected',
      connectorId: 'walletB',
      connectedWalletInfo: undefined,
    })
  })
})
