import { describe, expect, test } from 'vitest'
import { resolveClose, resolveOpenView, shouldResetFarcaster } from './modalRules.ts'
import { applyTransactionStep } from './transactionStep.ts'
import {
  goBackInHistory,
  initialHistory,
  pushToHistory,
  replaceInHistory,
  resetHistory,
} from './viewStack.ts'

describe('view stack', () => {
  test('starts as Connect', () => {
    expect(initialHistory).toEqual(['Connect'])
  })

  test('push adds a view unless it is current', () => {
    expect(pushToHistory(['Connect'], 'AllWallets')).toEqual(['Connect', 'AllWallets'])
    const history = ['Connect', 'AllWallets'] as const
    expect(pushToHistory(history, 'AllWallets')).toBe(history)
    expect(pushToHistory(['Connect', 'AllWallets'], 'Connect')).toEqual(['Connect', 'AllWallets', 'Connect'])
  })

  test('reset makes a single entry', () => {
    expect(resetHistory('Account')).toEqual(['Account'])
  })

  test('replace swaps the last entry', () => {
    expect(replaceInHistory(['Connect', 'AllWallets'], 'ConnectingExternal')).toEqual([
      'Connect',
      'ConnectingExternal',
    ])
    expect(replaceInHistory([], 'Account')).toEqual(['Account'])
  })

  test('go back pops, or closes on one entry or with UnsupportedChain in history', () => {
    expect(goBackInHistory(['Connect', 'AllWallets'])).toEqual({ type: 'pop', history: ['Connect'] })
    expect(goBackInHistory(['Connect'])).toEqual({ type: 'close' })
    expect(goBackInHistory([])).toEqual({ type: 'close' })
    expect(goBackInHistory(['UnsupportedChain', 'Connect', 'AllWallets'])).toEqual({ type: 'close' })
  })
})

describe('transaction step completion', () => {
  test('go back', () => {
    expect(applyTransactionStep(['Account', 'ApproveTransaction'], { kind: 'goBack' })).toEqual({
      type: 'navigate',
      history: ['Account'],
    })
    expect(applyTransactionStep(['ApproveTransaction'], { kind: 'goBack' })).toEqual({ type: 'close' })
  })

  test('replace to before the Siwe view', () => {
    expect(
      applyTransactionStep(['Connect', 'AllWallets', 'ConnectingSiwe', 'ApproveTransaction'], {
        kind: 'replaceBeforeSiwe',
      }),
    ).toEqual({ type: 'navigate', history: ['Connect', 'AllWallets'] })
    expect(applyTransactionStep(['ConnectingSiwe'], { kind: 'replaceBeforeSiwe' })).toEqual({ type: 'close' })
    expect(applyTransactionStep(['Account'], { kind: 'replaceBeforeSiwe' })).toEqual({ type: 'close' })
  })

  test('close and reset', () => {
    expect(applyTransactionStep(['Account'], { kind: 'close' })).toEqual({ type: 'close' })
    expect(
      applyTransactionStep(['Connect', 'ApproveTransaction'], { kind: 'reset', view: 'Account' }),
    ).toEqual({
      type: 'navigate',
      history: ['Account'],
    })
  })
})

describe('opening rules', () => {
  test('connected opens Account, otherwise Connect', () => {
    expect(resolveOpenView({ isConnected: true, hasAdapters: true, isMobile: false })).toBe('Account')
    expect(resolveOpenView({ isConnected: false, hasAdapters: true, isMobile: false })).toBe('Connect')
  })

  test("the caller's view wins", () => {
    expect(
      resolveOpenView({ requestedView: 'Swap', isConnected: false, hasAdapters: false, isMobile: true }),
    ).toBe('Swap')
  })

  test('no adapters and not connected: AllWallets on mobile, else the basic WalletConnect view', () => {
    expect(resolveOpenView({ isConnected: false, hasAdapters: false, isMobile: true })).toBe('AllWallets')
    expect(resolveOpenView({ isConnected: false, hasAdapters: false, isMobile: false })).toBe(
      'ConnectingWalletConnectBasic',
    )
    expect(resolveOpenView({ isConnected: true, hasAdapters: false, isMobile: true })).toBe('Account')
  })
})

describe('closing rules', () => {
  test('blocked on ApproveTransaction unless forced', () => {
    expect(resolveClose({ currentView: 'ApproveTransaction', embedded: false, isConnected: true })).toEqual({
      type: 'blocked',
    })
    expect(
      resolveClose({ currentView: 'ApproveTransaction', force: true, embedded: false, isConnected: true }),
    ).toEqual({ type: 'hide' })
    expect(resolveClose({ currentView: 'Account', embedded: false, isConnected: true })).toEqual({
      type: 'hide',
    })
  })

  test('blocked on the sign view when sign-in is required without a session', () => {
    const base = { currentView: 'SIWXSignMessage' as const, embedded: false, isConnected: true }
    expect(resolveClose({ ...base, siwxRequiredWithoutSession: true })).toEqual({ type: 'blocked' })
    expect(resolveClose({ ...base, siwxRequiredWithoutSession: false })).toEqual({ type: 'hide' })
  })

  test('embedded mode returns to Account or Connect', () => {
    expect(resolveClose({ currentView: 'AllWallets', embedded: true, isConnected: true })).toEqual({
      type: 'reset',
      view: 'Account',
    })
    expect(resolveClose({ currentView: 'AllWallets', embedded: true, isConnected: false })).toEqual({
      type: 'reset',
      view: 'Connect',
    })
  })
})

test('Farcaster reset: leaving ConnectingFarcaster without an address', () => {
  expect(shouldResetFarcaster('ConnectingFarcaster', 'Connect', false)).toBe(true)
  expect(shouldResetFarcaster('ConnectingFarcaster', undefined, false)).toBe(true)
  expect(shouldResetFarcaster('ConnectingFarcaster', 'Account', true)).toBe(false)
  expect(shouldResetFarcaster('ConnectingFarcaster', 'ConnectingFarcaster', false)).toBe(false)
  expect(shouldResetFarcaster('Connect', 'AllWallets', false)).toBe(false)
})
