import { createTestAppKit } from '@openappkit/testing/vitest'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { getAnalyticsConsent, setAnalyticsConsent, watchAnalyticsConsent } from './analyticsConsent.ts'
import { reportError } from './reportError.ts'
import { trackEvent } from './trackEvent.ts'

// Analytics held for the visitor's consent, on top of the analytics switch: requests counted at
// the analytics service (and the directory's switch) as msw receives them.
const directory = 'https://directory.test'
const analytics = 'https://pulse.test'

let requests: { events: string[]; config: number } = { events: [], config: 0 }
let releaseConfig: () => void = () => {}
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  requests = { events: [], config: 0 }
  vi.stubGlobal('window', { location: { href: 'https://app.test/page', hostname: 'app.test' } })
  server.use(
    http.post(`${analytics}/e`, async ({ request }) => {
      requests.events.push(((await request.json()) as { props: { event: string } }).props.event)
      return new HttpResponse(null, { status: 204 })
    }),
    http.get(`${directory}/getAnalyticsConfig`, async () => {
      requests.config++
      await new Promise<void>((resolve) => {
        releaseConfig = resolve
      })
      return HttpResponse.json({ isAnalyticsEnabled: true })
    }),
  )
})
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
})
afterAll(() => server.close())

const kit = (options: { analyticsConsent?: boolean; analyticsFeature?: boolean } = {}) =>
  createTestAppKit({
    analyticsConsent: options.analyticsConsent,
    features: { analytics: options.analyticsFeature ?? true },
    services: { analytics, walletDirectory: directory, blockchainApi: false },
  }).appKit

async function track(appKit: ReturnType<typeof kit>, event: string) {
  const sent = trackEvent(appKit, { event })
  await vi.waitFor(() => expect(requests.config).toBe(1))
  releaseConfig()
  return sent
}

test('held: nothing is sent (nor the switch read) before the visitor agrees; events of before are not sent after', async () => {
  const appKit = kit({ analyticsConsent: true })
  expect(getAnalyticsConsent(appKit)).toBe('pending')
  expect(await trackEvent(appKit, { event: 'CONNECT_SUCCESS' })).toBe(false)
  await reportError(appKit, { error: new Error('boom'), source: 'test' })
  expect(requests).toEqual({ events: [], config: 0 })

  setAnalyticsConsent(appKit, true)
  expect(await track(appKit, 'SEND_SUCCESS')).toBe(true)
  expect(requests.events).toEqual(['SEND_SUCCESS'])
})

test('declined: nothing is sent; withdrawn while the switch is read: the waiting event is dropped', async () => {
  const appKit = kit({ analyticsConsent: true })
  const seen: string[] = []
  watchAnalyticsConsent(appKit, (consent) => seen.push(consent))
  setAnalyticsConsent(appKit, true)
  const waiting = trackEvent(appKit, { event: 'CONNECT_SUCCESS' })
  await vi.waitFor(() => expect(requests.config).toBe(1))
  setAnalyticsConsent(appKit, false)
  releaseConfig()
  expect(await waiting).toBe(false)
  expect(await trackEvent(appKit, { event: 'DISCONNECT_SUCCESS' })).toBe(false)
  expect(requests.events).toEqual([])
  expect(seen).toEqual(['granted', 'denied'])
})

test('analytics off: none sent, consent given or not', async () => {
  const appKit = kit({ analyticsConsent: true, analyticsFeature: false })
  setAnalyticsConsent(appKit, true)
  expect(await trackEvent(appKit, { event: 'CONNECT_SUCCESS' })).toBe(false)
  expect(requests).toEqual({ events: [], config: 0 })
})

test('not asked for (the default): the analytics switch alone decides; setAnalyticsConsent is refused', async () => {
  const appKit = kit()
  expect(getAnalyticsConsent(appKit)).toBe('notRequired')
  expect(() => setAnalyticsConsent(appKit, true)).toThrow('The analyticsConsent option is off')
  expect(await track(appKit, 'CONNECT_SUCCESS')).toBe(true)
  expect(requests.events).toEqual(['CONNECT_SUCCESS'])
})

test('garbage answers change nothing', () => {
  const appKit = kit({ analyticsConsent: true })
  expect(() => setAnalyticsConsent(appKit, 'yes' as never)).toThrow('granted must be true or false')
  expect(getAnalyticsConsent(appKit)).toBe('pending')
})
