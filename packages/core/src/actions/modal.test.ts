import { createTestAppKit } from '@openappkit/testing/vitest'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { closeModal } from './closeModal.ts'
import { connect } from './connect.ts'
import { getModalState } from './getModalState.ts'
import { goBack, pushView, replaceView, resetView } from './navigation.ts'
import { openModal } from './openModal.ts'
import { setAuthHooks } from './setAuthHooks.ts'
import { shakeModal } from './shakeModal.ts'
import { completeTransactionStep, requestApproval } from './transactionStack.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const view = (appKit: ReturnType<typeof createTestAppKit>['appKit']) => getModalState(appKit).view
const history = (appKit: ReturnType<typeof createTestAppKit>['appKit']) => getModalState(appKit).history

describe('opening', () => {
  test('Connect when not connected, Account when connected', async () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    expect(getModalState(appKit)).toMatchObject({ open: false, history: ['Connect'] })
    openModal(appKit)
    expect(getModalState(appKit)).toMatchObject({ open: true, view: 'Connect', history: ['Connect'] })
    await connect(appKit, { connectorId: 'mock' })
    openModal(appKit)
    expect(view(appKit)).toBe('Account')
  })

  test('a caller view and data', () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    openModal(appKit, { view: 'Swap', data: { swap: { fromToken: 'ETH' } } })
    expect(getModalState(appKit)).toMatchObject({ view: 'Swap', data: { swap: { fromToken: 'ETH' } } })
  })

  test('no adapters: AllWallets on mobile, else the basic WalletConnect view', () => {
    const { appKit: desktop } = createTestAppKit({ adapters: [], isMobile: () => false })
    openModal(desktop)
    expect(view(desktop)).toBe('ConnectingWalletConnectBasic')
    const { appKit: phone } = createTestAppKit({ adapters: [], isMobile: () => true })
    openModal(phone)
    expect(view(phone)).toBe('AllWallets')
  })

  test('an app on its WalletConnect session alone has no adapters of its own: the basic WalletConnect view', () => {
    const walletConnect = { adapterFor: () => mock({ connectors: [] }) }
    const { appKit } = createTestAppKit({ adapters: [], walletConnect, isMobile: () => false })
    openModal(appKit)
    expect(view(appKit)).toBe('ConnectingWalletConnectBasic')
  })
})

describe('navigation', () => {
  test('push (unless current), replace, reset, go back', () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    openModal(appKit)
    pushView(appKit, 'AllWallets')
    pushView(appKit, 'AllWallets')
    expect(history(appKit)).toEqual(['Connect', 'AllWallets'])
    replaceView(appKit, 'ConnectingExternal', { connectorId: 'mock' })
    expect(getModalState(appKit)).toMatchObject({
      history: ['Connect', 'ConnectingExternal'],
      data: { connectorId: 'mock' },
    })
    goBack(appKit)
    expect(history(appKit)).toEqual(['Connect'])
    goBack(appKit)
    expect(getModalState(appKit).open).toBe(false)
    openModal(appKit)
    pushView(appKit, 'AllWallets')
    resetView(appKit, 'Account')
    expect(history(appKit)).toEqual(['Account'])
  })

  test('go back closes when UnsupportedChain is in the history', () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    openModal(appKit, { view: 'UnsupportedChain' })
    pushView(appKit, 'AllWallets')
    goBack(appKit)
    expect(getModalState(appKit).open).toBe(false)
  })
})

describe('closing', () => {
  test('blocked on ApproveTransaction unless forced', () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    openModal(appKit, { view: 'ApproveTransaction' })
    expect(closeModal(appKit)).toBe(false)
    expect(getModalState(appKit).open).toBe(true)
    expect(closeModal(appKit, { force: true })).toBe(true)
    expect(getModalState(appKit).open).toBe(false)
  })

  test('embedded mode returns to Account or Connect instead of hiding', async () => {
    const { appKit } = createTestAppKit({ adapters: [mock()], enableEmbedded: true })
    openModal(appKit)
    pushView(appKit, 'AllWallets')
    closeModal(appKit)
    expect(getModalState(appKit)).toMatchObject({ open: true, history: ['Connect'] })
    await connect(appKit, { connectorId: 'mock' })
    pushView(appKit, 'Swap')
    closeModal(appKit)
    expect(getModalState(appKit)).toMatchObject({ open: true, history: ['Account'] })
  })

  test('closing with an empty transaction stack rejects pending embedded-wallet requests', () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    const rejectPendingRequests = vi.fn()
    setAuthHooks(appKit, { rejectPendingRequests })
    openModal(appKit)
    closeModal(appKit)
    expect(rejectPendingRequests).toHaveBeenCalledTimes(1)
  })

  test('closing with a pending transaction step does not reject', () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    const rejectPendingRequests = vi.fn()
    setAuthHooks(appKit, { rejectPendingRequests })
    requestApproval(appKit)
    closeModal(appKit, { force: true })
    expect(rejectPendingRequests).not.toHaveBeenCalled()
  })
})

describe('transaction stack', () => {
  test('an approval opens ApproveTransaction, or pushes it on an open modal', () => {
    const { appKit: closed } = createTestAppKit({ adapters: [mock()] })
    requestApproval(closed)
    expect(getModalState(closed)).toMatchObject({ open: true, history: ['ApproveTransaction'] })
    const { appKit: open } = createTestAppKit({ adapters: [mock()] })
    openModal(open, { view: 'Account' })
    requestApproval(open)
    expect(history(open)).toEqual(['Account', 'ApproveTransaction'])
    expect(getModalState(open).transactionStack).toEqual([{ kind: 'goBack' }])
  })

  test('99 pending transactions at most: the 100th throws and changes nothing', () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    openModal(appKit, { view: 'Account' })
    for (let i = 0; i < 99; i++) requestApproval(appKit, { kind: 'goBack' })
    const before = getModalState(appKit)
    expect(before.transactionStack).toHaveLength(99)
    expect(() => requestApproval(appKit, { kind: 'close' })).toThrowError(
      expect.objectContaining({ shortMessage: 'Too many pending transactions' }),
    )
    expect(getModalState(appKit)).toEqual(before)
    expect(getModalState(appKit).transactionStack).toBe(before.transactionStack)
  })

  test('completion applies the step: go back', () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    openModal(appKit, { view: 'Account' })
    requestApproval(appKit, { kind: 'goBack' })
    completeTransactionStep(appKit)
    expect(getModalState(appKit)).toMatchObject({ open: true, history: ['Account'], transactionStack: [] })
  })

  test('completion applies the step: replace to before Siwe', () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    openModal(appKit)
    pushView(appKit, 'AllWallets')
    pushView(appKit, 'ConnectingSiwe')
    requestApproval(appKit, { kind: 'replaceBeforeSiwe' })
    completeTransactionStep(appKit)
    expect(history(appKit)).toEqual(['Connect', 'AllWallets'])
  })

  test('completion applies the step: close, reset; an empty stack closes', () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    const rejectPendingRequests = vi.fn()
    setAuthHooks(appKit, { rejectPendingRequests })
    openModal(appKit, { view: 'Account' })
    requestApproval(appKit, { kind: 'close' })
    completeTransactionStep(appKit)
    expect(getModalState(appKit).open).toBe(false)
    expect(rejectPendingRequests).not.toHaveBeenCalled()
    openModal(appKit, { view: 'Connect' })
    requestApproval(appKit, { kind: 'reset', view: 'Account' })
    completeTransactionStep(appKit)
    expect(getModalState(appKit)).toMatchObject({ open: true, history: ['Account'] })
    completeTransactionStep(appKit)
    expect(getModalState(appKit).open).toBe(false)
  })
})

test('the modal shakes for 500 ms', () => {
  const { appKit } = createTestAppKit()
  shakeModal(appKit)
  expect(getModalState(appKit).shake).toBe(true)
  vi.advanceTimersByTime(499)
  expect(getModalState(appKit).shake).toBe(true)
  shakeModal(appKit)
  vi.advanceTimersByTime(499)
  expect(getModalState(appKit).shake).toBe(true)
  vi.advanceTimersByTime(1)
  expect(getModalState(appKit).shake).toBe(false)
})

describe('leaving ConnectingFarcaster', () => {
  test('without an address: after 100 ms the URL is cleared, the frame reloaded, dapp data resynced', async () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    const calls: string[] = []
    setAuthHooks(appKit, {
      clearFarcasterUrl: () => {
        calls.push('clear')
      },
      reloadAuthFrame: () => {
        calls.push('reload')
      },
      syncDappData: () => {
        calls.push('sync')
      },
    })
    appKit.store.set(appKit.atoms.account('eip155'), (a) => ({ ...a, farcasterUrl: 'https://warpcast/x' }))
    openModal(appKit)
    pushView(appKit, 'ConnectingFarcaster')
    goBack(appKit)
    await vi.advanceTimersByTimeAsync(99)
    expect(calls).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toEqual(['clear', 'reload', 'sync'])
    expect(appKit.store.get(appKit.atoms.account('eip155')).farcasterUrl).toBeUndefined()
  })

  test('closing the modal on ConnectingFarcaster counts as leaving it', async () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    const reloadAuthFrame = vi.fn()
    setAuthHooks(appKit, { reloadAuthFrame })
    openModal(appKit, { view: 'ConnectingFarcaster' })
    closeModal(appKit)
    await vi.advanceTimersByTimeAsync(100)
    expect(reloadAuthFrame).toHaveBeenCalledTimes(1)
  })

  test('with an address nothing is reset', async () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    const reloadAuthFrame = vi.fn()
    setAuthHooks(appKit, { reloadAuthFrame })
    await connect(appKit, { connectorId: 'mock' })
    openModal(appKit, { view: 'ConnectingFarcaster' })
    replaceView(appKit, 'Account')
    await vi.advanceTimersByTimeAsync(200)
    expect(reloadAuthFrame).not.toHaveBeenCalled()
  })
})
