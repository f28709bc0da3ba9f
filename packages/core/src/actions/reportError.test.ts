import { createTestAppKit } from '@openappkit/testing/vitest'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { connect } from './connect.ts'

const analytics = 'https://pulse.test'
type Posted = { props: { type?: string; event: string; properties?: { source?: string; message?: string } } }
let posted: Posted[] = []
let waiting: { count: number; resolve: () => void }[] = []
const server = setupServer(
  http.post(`${analytics}/e`, async ({ request }) => {
    posted.push((await request.json()) as Posted)
    for (const waiter of waiting) if (posted.length >= waiter.count) waiter.resolve()
    return new HttpResponse(null, { status: 204 })
  }),
)
/** Resolves once `count` events have reached the analytics service. */
const postedAtLeast = (count: number) =>
  new Promise<void>((resolve) => {
    if (posted.length >= count) resolve()
    else waiting.push({ count, resolve })
  })
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  posted = []
  waiting = []
  // Only the clock is faked: msw keeps its real timers.
  vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 })
  vi.stubGlobal('window', { location: { href: 'https://app.test/page', hostname: 'app.test' } })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const kit = (options: Parameters<typeof createTestAppKit>[0] = {}) =>
  createTestAppKit({ services: { analytics, walletDirectory: false, blockchainApi: false }, ...options })
    .appKit
const messages = () => posted.map((event) => event.props.properties?.message)

describe('errors reported to telemetry', () => {
  test('an error event is posted as an analytics error event', async () => {
    const appKit = kit()
    appKit.emitter.emit('error', { error: new Error('boom'), source: 'test' })
    await postedAtLeast(1)
    expect(posted[0]?.props).toMatchObject({
      type: 'error',
      event: 'ERROR',
      properties: { source: 'test', message: 'boom' },
    })
  })

  test('at most 5 per 60 s: the 6th and 7th are dropped, the next window posts again', async () => {
    const appKit = kit()
    for (let i = 1; i <= 7; i++) appKit.emitter.emit('error', { error: new Error(`e${i}`), source: 'test' })
    await postedAtLeast(5)
    vi.advanceTimersByTime(59_999)
    appKit.emitter.emit('error', { error: new Error('still full'), source: 'test' })
    vi.advanceTimersByTime(1)
    appKit.emitter.emit('error', { error: new Error('next window'), source: 'test' })
    await postedAtLeast(6)
    expect(messages()).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'next window'])
  })

  test('errors surfacing in actions are reported: a refused connect', async () => {
    const appKit = kit({ adapters: [mock({ features: { connectError: new Error('User rejected') } })] })
    await expect(connect(appKit, { connectorId: 'mock' })).rejects.toThrow('User rejected')
    await postedAtLeast(1)
    expect(posted[0]?.props.properties).toEqual({ source: 'connect', message: 'User rejected' })
  })

  test('two instances count separately', async () => {
    const a = kit()
    const b = kit()
    for (let i = 1; i <= 5; i++) a.emitter.emit('error', { error: new Error(`a${i}`), source: 'test' })
    b.emitter.emit('error', { error: new Error('b1'), source: 'test' })
    await postedAtLeast(6)
    expect(messages()).toContain('b1')
  })

  test('with analytics off nothing is posted', async () => {
    const appKit = kit({ features: { analytics: false } })
    const onError = vi.fn()
    appKit.emitter.on('error', onError)
    appKit.emitter.emit('error', { error: new Error('quiet'), source: 'test' })
    // A later event of an instance with analytics on shows the request queue has been reached.
    const other = kit()
    other.emitter.emit('error', { error: new Error('loud'), source: 'test' })
    await postedAtLeast(1)
    expect(messages()).toEqual(['loud'])
    expect(onError).toHaveBeenCalledTimes(1)
  })
})

describe('provider errors', () => {
  test('a provider error from a connect raises its alert once per kind', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const appKit = kit({
      adapters: [mock({ features: { connectError: new Error('Unauthorized: origin not allowed') } })],
    })
    const onAlert = vi.fn()
    appKit.emitter.on('alert', onAlert)
    await expect(connect(appKit, { connectorId: 'mock' })).rejects.toThrow()
    await expect(connect(appKit, { connectorId: 'mock' })).rejects.toThrow()
    expect(onAlert).toHaveBeenCalledTimes(1)
    expect(onAlert.mock.calls[0]?.[0]).toMatchObject({ id: 'invalidAppConfiguration' })
    expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
      message: 'Invalid App Configuration',
      variant: 'error',
    })
  })

  test('an app can report a provider error the SDK never saw, through the instance', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const appKit = kit()
    expect(appKit.reportProviderError(new Error('JWT validation error: JWT Token is not yet valid'))).toBe(
      true,
    )
    expect(appKit.reportProviderError(new Error('JWT validation error: JWT Token is not yet valid'))).toBe(
      false,
    )
    expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({ message: 'Session Expired', open: true })
  })
})
