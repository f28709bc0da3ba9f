import {
  type AppKitOptions,
  isUserRejection,
  mock,
  UserRejectedRequestError,
  type WalletItem,
} from '@openappkit/core'
import { phoneMediaQuery } from '@openappkit/core/internal'
import { createTestAppKit, testDirectory as directory } from '@openappkit/testing/vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useConnect } from './useConnect.ts'
import { useIsMobile } from './useIsMobile.ts'
import { usePairingExpiry } from './usePairingExpiry.ts'
import { useViewAfterConnect } from './useViewAfterConnect.ts'
import { useWalletConnectWallet } from './useWalletConnectWallet.ts'
import { useWalletDeepLinks } from './useWalletDeepLinks.ts'
import { useWallets } from './useWallets.ts'

// The connect rules a headless app draws its own UI from, without the modal.

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function setup(options: Partial<AppKitOptions> & { adapter?: ReturnType<typeof mock> } = {}) {
  const { appKit, adapter } = createTestAppKit({ services: { walletDirectory: false }, ...options })
  return { appKit, adapter, wrapper: wrapperFor(appKit) }
}

const walletOf = (adapter: ReturnType<typeof mock>): WalletItem => ({
  id: 'mock',
  name: 'Mock Wallet',
  group: 'injected',
  connector: adapter.getConnectors()[0],
})

test('useConnect: a refusal reaches the app as UserRejectedRequestError, in the rejection and in `error`', async () => {
  const refusal = new UserRejectedRequestError({ cause: { code: 4001 } })
  const adapter = mock({ features: { connectError: refusal } })
  const { wrapper } = setup({ adapter })
  const { result } = renderHook(() => useConnect(), { wrapper })
  let caught: unknown
  await act(() => result.current.connectAsync(walletOf(adapter)).catch((error: unknown) => (caught = error)))
  expect(caught).toBe(refusal)
  expect(isUserRejection(caught)).toBe(true)
  await waitFor(() => expect(result.current.error).toBe(refusal))
  expect(result.current.isConnecting).toBe(false)
})

test('useConnect connects without loading the wallet directory (useWallets would)', async () => {
  const adapter = mock()
  const fetch = vi.fn(async () => new Response('{}', { status: 503 }))
  vi.stubGlobal('fetch', fetch)
  const { appKit } = createTestAppKit({ adapter })
  const asked = () => fetch.mock.calls.filter((call) => String((call as unknown[])[0]).startsWith(directory))
  const { result } = renderHook(() => useConnect(), { wrapper: wrapperFor(appKit) })
  const account = await act(() => result.current.connectAsync(walletOf(adapter)))
  expect(account.status).toBe('connected')
  expect(asked()).toEqual([])
  // The same instance's wallet list does ask the directory: the check above can fail.
  renderHook(() => useWallets(), { wrapper: wrapperFor(appKit) })
  await waitFor(() => expect(asked().length).toBeGreaterThan(0))
})

test('useViewAfterConnect: Account on a configured chain, UnsupportedChain on one the app did not configure', async () => {
  const known = setup({ adapter: mock({ chainId: 1 }) })
  const onKnown = renderHook(() => ({ view: useViewAfterConnect(), connect: useConnect() }), {
    wrapper: known.wrapper,
  })
  await act(() => onKnown.result.current.connect.connectAsync(walletOf(known.adapter)))
  expect(onKnown.result.current.view).toBe('Account')

  const unknown = setup({ adapter: mock({ chainId: 424_242 }) })
  const onUnknown = renderHook(() => ({ view: useViewAfterConnect(), connect: useConnect() }), {
    wrapper: unknown.wrapper,
  })
  await act(() => onUnknown.result.current.connect.connectAsync(walletOf(unknown.adapter)))
  expect(onUnknown.result.current.view).toBe('UnsupportedChain')

  const allowed = setup({ adapter: mock({ chainId: 424_242 }), allowUnsupportedChain: true })
  const onAllowed = renderHook(() => ({ view: useViewAfterConnect(), connect: useConnect() }), {
    wrapper: allowed.wrapper,
  })
  await act(() => onAllowed.result.current.connect.connectAsync(walletOf(allowed.adapter)))
  expect(onAllowed.result.current.view).toBe('Account')
})

test('useIsMobile follows the phone media query as the screen changes', () => {
  const listeners = new Set<() => void>()
  const media = {
    matches: false,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', (query: string) => (query === phoneMediaQuery ? media : undefined))
  const { wrapper } = setup()
  const { result, unmount } = renderHook(() => useIsMobile(), { wrapper })
  expect(result.current).toBe(false)
  act(() => {
    media.matches = true
    for (const listener of listeners) listener()
  })
  expect(result.current).toBe(true)
  unmount()
  expect(listeners.size).toBe(0)
})

test('useIsMobile honours the app’s isMobile option over detection', () => {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }))
  const phone = setup({ isMobile: () => true })
  expect(renderHook(() => useIsMobile(), { wrapper: phone.wrapper }).result.current).toBe(true)
  vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }))
  const desktop = setup({ isMobile: () => false })
  expect(renderHook(() => useIsMobile(), { wrapper: desktop.wrapper }).result.current).toBe(false)
})

test('usePairingExpiry turns true when the URI’s expiryTimestamp passes, and false for a new URI', () => {
  vi.useFakeTimers({ now: 1_700_000_000_000 })
  const { wrapper } = setup()
  const uri = (expiry: number) => `wc:t@2?relay-protocol=irn&symKey=k&expiryTimestamp=${expiry}`
  const { result, rerender } = renderHook(({ value }) => usePairingExpiry(value), {
    wrapper,
    initialProps: { value: uri(1_700_000_005) as string | undefined },
  })
  expect(result.current).toEqual({ expiresAt: 1_700_000_005_000, expired: false })
  act(() => vi.advanceTimersByTime(4_999))
  expect(result.current.expired).toBe(false)
  act(() => vi.advanceTimersByTime(1))
  expect(result.current.expired).toBe(true)
  rerender({ value: uri(1_700_000_300) })
  expect(result.current.expired).toBe(false)
  rerender({ value: uri(1_600_000_000) })
  expect(result.current.expired).toBe(true)
  rerender({ value: undefined })
  expect(result.current).toEqual({ expiresAt: undefined, expired: false })
})

test('useWalletDeepLinks builds the pairing links from the listing, safe links only', () => {
  const { wrapper } = setup()
  const wallet: WalletItem = {
    id: 'aurora',
    name: 'Aurora',
    group: 'recommended',
    listing: { id: 'aurora', name: 'Aurora', mobile_link: 'aurora://', webapp_link: 'javascript:alert(1)' },
  }
  const uri = 'wc:t@2?relay-protocol=irn&symKey=k'
  const { result } = renderHook(() => useWalletDeepLinks(wallet, uri), { wrapper })
  expect(result.current).toEqual({
    mobile: `aurora://wc?uri=${encodeURIComponent(uri)}`,
    desktop: undefined,
    web: undefined,
  })
  expect(renderHook(() => useWalletDeepLinks(wallet, undefined), { wrapper }).result.current).toEqual({})
})

test('useWalletConnectWallet is the WalletConnect entry, or undefined without one', () => {
  const walletConnect = {
    id: 'walletConnect',
    type: 'WALLET_CONNECT' as const,
    name: 'WalletConnect',
    chain: 'eip155' as const,
  }
  const withIt = setup({ adapter: mock({ connectors: [walletConnect] }) })
  expect(
    renderHook(() => useWalletConnectWallet(), { wrapper: withIt.wrapper }).result.current,
  ).toMatchObject({
    id: 'walletConnect',
    group: 'walletConnect',
    connector: walletConnect,
  })
  const without = setup()
  expect(
    renderHook(() => useWalletConnectWallet(), { wrapper: without.wrapper }).result.current,
  ).toBeUndefined()
})
