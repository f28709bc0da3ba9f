import { createTestAppKit, testDirectory } from '@openappkit/testing/vitest'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { mock } from '../adapters/mock.ts'
import type { Alert } from '../alerts/alerts.ts'
import { checkOwnOrigin, originRefusedAtom } from './checkOwnOrigin.ts'
import { emailLoginAtom } from './emailLogin.ts'
import { startEmailLogin } from './emailLoginSteps.ts'
import { createEmbeddedApproval } from './embeddedApproval.ts'

const requests: Request[] = []
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  requests.length = 0
  vi.unstubAllGlobals()
})
afterAll(() => server.close())

function allowlist(answer: string[] | 'network error') {
  server.use(
    http.get(`${testDirectory}/projects/v1/origins`, ({ request }) => {
      requests.push(request)
      return answer === 'network error' ? HttpResponse.error() : HttpResponse.json({ allowedOrigins: answer })
    }),
  )
}

/** An app on `origin` with the email login on and a frame attached (which starts the check). */
function setup(origin: string, features: { email?: boolean; socials?: false } = {}) {
  vi.stubGlobal('location', { origin })
  const { appKit } = createTestAppKit({
    adapters: [mock({ connectors: [{ id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }] })],
    features,
  })
  const alerts: Alert[] = []
  appKit.emitter.on('alert', (alert) => alerts.push(alert))
  const connectEmail = vi.fn(async () => ({ action: 'VERIFY_OTP' as const }))
  createEmbeddedApproval().attach(appKit, {
    frameUrl: 'https://secure.walletconnect.org/sdk',
    rejectRpcRequests: () => {},
    secondsToNextEmailLogin: () => 0,
    connectEmail,
    connectDevice: async () => undefined,
    connectOtp: async () => undefined,
  })
  return { appKit, alerts, connectEmail }
}

test('an origin off the list: the Invalid App Configuration alert, and the email login refuses with the reason', async () => {
  allowlist(['https://app.example.com', 'https://*.example.org'])
  const { appKit, alerts, connectEmail } = setup('https://evil.example.com')
  expect(await checkOwnOrigin(appKit)).toBe('refused')
  expect(new URL(requests[0]?.url ?? '').searchParams.get('projectId')).toBe('test-project')
  expect(alerts.map((a) => a.shortMessage)).toEqual(['Invalid App Configuration'])
  expect(appKit.store.get(originRefusedAtom(appKit))).toBe(true)
  await expect(startEmailLogin(appKit, { email: 'ada@example.com' })).rejects.toThrow(
    "This page's origin is not on the project's allowed list. Add it in the project settings.",
  )
  expect(connectEmail).not.toHaveBeenCalled()
  expect(appKit.store.get(emailLoginAtom(appKit))).toEqual({ step: 'idle' })
  // Asked once per instance.
  await checkOwnOrigin(appKit)
  expect(requests).toHaveLength(1)
})

test('a look-alike host is refused: a suffix that is not a whole label, another scheme', async () => {
  allowlist(['https://*.example.org', 'https://app.example.com'])
  expect(await checkOwnOrigin(setup('https://evilexample.org').appKit)).toBe('refused')
  expect(await checkOwnOrigin(setup('http://app.example.com').appKit)).toBe('refused')
  expect(await checkOwnOrigin(setup('https://app.example.com.evil.io').appKit)).toBe('refused')
})

test('allowed: a wildcard subdomain, an exact origin, a default ancestor (localhost) with an empty list', async () => {
  allowlist(['https://*.example.org', 'https://app.example.com:8443'])
  const shop = setup('https://shop.eu.example.org')
  expect(await checkOwnOrigin(shop.appKit)).toBe('allowed')
  expect(await startEmailLogin(shop.appKit, { email: 'ada@example.com' })).toBe('verifyOtp')
  expect(await checkOwnOrigin(setup('https://app.example.com:8443').appKit)).toBe('allowed')
  allowlist([])
  const local = setup('http://localhost:5173')
  expect(await checkOwnOrigin(local.appKit)).toBe('allowed')
  expect(local.alerts).toEqual([])
})

test('a list that cannot be read does not block the login (the frame keeps its own check)', async () => {
  allowlist('network error')
  const { appKit, alerts, connectEmail } = setup('https://app.example.com')
  expect(await checkOwnOrigin(appKit)).toBe('unchecked')
  expect(alerts).toEqual([])
  expect(await startEmailLogin(appKit, { email: 'ada@example.com' })).toBe('verifyOtp')
  expect(connectEmail).toHaveBeenCalled()
})

test('with email and socials off nothing is asked', async () => {
  allowlist([])
  const { appKit } = setup('https://evil.example.com', { email: false, socials: false })
  expect(await checkOwnOrigin(appKit)).toBe('unchecked')
  expect(requests).toHaveLength(0)
})
