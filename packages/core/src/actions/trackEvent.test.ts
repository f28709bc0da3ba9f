import { fixtures } from '@openappkit/testing/msw'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'
import { trackEvent } from './trackEvent.ts'

const directory = 'https://directory.test'
const analytics = 'https://pulse.test'

let configRequests = 0
let posted: string[] = []
let bodies: { props: { event: string; type: string; properties?: unknown } }[] = []
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  configRequests = 0
  posted = []
  bodies = []
  vi.stubGlobal('window', { location: { href: 'https://app.test/page', hostname: 'app.test' } })
  server.use(
    http.post(`${analytics}/e`, async ({ request }) => {
      const body = (await request.json()) as (typeof bodies)[number]
      bodies.push(body)
      posted.push(body.props.event)
      return new HttpResponse(null, { status: 204 })
    }),
  )
})
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

/** The directory's analytics switch, answered when `release` is called (or at once). */
function analyticsConfig(body: unknown, { held = false, status = 200 } = {}) {
  let release = () => {}
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
  server.use(
    http.get(`${directory}/getAnalyticsConfig`, async () => {
      configRequests++
      await gate
      return HttpResponse.json(body as object, { status })
    }),
  )
  return { release: () => release() }
}

const kit = () =>
  createTestAppKit({ services: { analytics, walletDirectory: directory, blockchainApi: false } }).appKit

describe('the project analytics switch', () => {
  test('is read once per instance: events wait for it, then all go', async () => {
    const config = analyticsConfig({ isAnalyticsEnabled: true }, { held: true })
    const appKit = kit()
    const first = trackEvent(appKit, { event: 'CONNECT_SUCCESS' })
    const second = trackEvent(appKit, { event: 'DISCONNECT_SUCCESS' })
    await vi.waitFor(() => expect(configRequests).toBe(1))
    expect(posted).toEqual([])
    config.release()
    expect(await Promise.all([first, second])).toEqual([true, true])
    expect(await trackEvent(appKit, { event: 'SEND_SUCCESS' })).toBe(true)
    expect(posted.sort()).toEqual(['CONNECT_SUCCESS', 'DISCONNECT_SUCCESS', 'SEND_SUCCESS'])
    expect(configRequests).toBe(1)
    // Another instance is another session.
    expect(await trackEvent(kit(), { event: 'CONNECT_SUCCESS' })).toBe(true)
    expect(configRequests).toBe(2)
  })

  test.each([
    ['says off', { isAnalyticsEnabled: false }, 200],
    ['says nothing', { isAnalyticsEnabled: null }, 200],
    ['answers garbage', { isAnalyticsEnabled: 'yes' }, 200],
    ['fails', {}, 500],
  ])('when it %s, nothing is sent for the session', async (_, body, status) => {
    analyticsConfig(body, { status })
    const appKit = kit()
    expect(await trackEvent(appKit, { event: 'CONNECT_SUCCESS' })).toBe(false)
    expect(await trackEvent(appKit, { event: 'CONNECT_SUCCESS' })).toBe(false)
    expect(posted).toEqual([])
    expect(configRequests).toBe(1)
  })

  test('with the app analytics feature off the switch is not even read', async () => {
    analyticsConfig({ isAnalyticsEnabled: true })
    const { appKit } = createTestAppKit({
      features: { analytics: false },
      services: { analytics, walletDirectory: directory, blockchainApi: false },
    })
    expect(await trackEvent(appKit, { event: 'CONNECT_SUCCESS' })).toBe(false)
    expect(configRequests).toBe(0)
  })
})

describe('a refused event', () => {
  // The refusals as the services word them (the testing kit's fixtures).
  const refuse = (fixture: 'errorOrigin' | 'errorAnalyticsOff') =>
    server.use(
      http.post(
        `${analytics}/e`,
        () =>
          new HttpResponse(JSON.stringify(fixtures[fixture]), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    )

  test('a 403 for the origin raises the Invalid App Configuration alert', async () => {
    analyticsConfig({ isAnalyticsEnabled: true })
    refuse('errorOrigin')
    const appKit = kit()
    const alerts: unknown[] = []
    appKit.emitter.on('alert', (alert) => alerts.push(alert))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await trackEvent(appKit, { event: 'CONNECT_SUCCESS' })).toBe(false)
    expect(alerts).toEqual([
      expect.objectContaining({
        shortMessage: 'Invalid App Configuration',
        longMessage: 'Origin not found on Allowlist - update configuration',
      }),
    ])
    await vi.waitFor(() =>
      expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
        open: true,
        variant: 'error',
        message: 'Invalid App Configuration',
      }),
    )
  })

  test('another 403 (analytics off for the project, a bad key) raises nothing', async () => {
    analyticsConfig({ isAnalyticsEnabled: true })
    refuse('errorAnalyticsOff')
    const appKit = kit()
    const alerts: unknown[] = []
    appKit.emitter.on('alert', (alert) => alerts.push(alert))
    expect(await trackEvent(appKit, { event: 'CONNECT_SUCCESS' })).toBe(false)
    expect(alerts).toEqual([])
    expect(appKit.store.get(appKit.atoms.toast).open).toBe(false)
  })
})

describe('disconnect is tracked', () => {
  const options = (adapter: ReturnType<typeof mock>) => ({
    adapter,
    services: { analytics, walletDirectory: directory, blockchainApi: false as const },
  })

  test('a disconnect that ended the session posts DISCONNECT_SUCCESS with its namespaces', async () => {
    analyticsConfig({ isAnalyticsEnabled: true })
    const { appKit } = createTestAppKit(options(mock()))
    await connect(appKit, { connectorId: 'mock' })
    await disconnect(appKit)
    await vi.waitFor(() => expect(posted).toContain('DISCONNECT_SUCCESS'))
    expect(bodies.find((b) => b.props.event === 'DISCONNECT_SUCCESS')?.props).toMatchObject({
      type: 'track',
      properties: { namespaces: ['eip155'] },
    })
  })

  test('a failed one is an error event, never a success; nothing connected posts nothing', async () => {
    analyticsConfig({ isAnalyticsEnabled: true })
    const { appKit } = createTestAppKit(options(mock({ features: { disconnectError: true } })))
    await connect(appKit, { connectorId: 'mock' })
    await expect(disconnect(appKit)).rejects.toThrow('Failed to disconnect')
    await disconnect(appKit)
    await vi.waitFor(() => expect(posted).toContain('ERROR'))
    expect(posted).not.toContain('DISCONNECT_SUCCESS')
  })
})
