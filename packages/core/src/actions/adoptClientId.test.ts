import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { mock } from '../adapters/mock.ts'
import type { AppKitEvents } from '../appKit.ts'
import { createAppKit } from '../createAppKit.ts'
import { getClientId, setClientId } from '../rest/clientId.ts'
import { getIdentity } from '../rest/getIdentity.ts'

// An adapter's WalletConnect connector reports its core client's id; the data-service calls of
// that instance then carry it (SPEC §7). The adapter is core's mock; the service is msw.
const api = 'https://api.test'
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const clientId = 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK'

const seen: URL[] = []
const server = setupServer(
  http.get(`${api}/v1/identity/:address`, ({ request }) => {
    seen.push(new URL(request.url))
    return HttpResponse.json({ name: null, avatar: null })
  }),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  seen.length = 0
})
afterAll(() => server.close())

async function kit() {
  const adapter = mock()
  const appKit = createAppKit({
    projectId: 'p',
    adapters: [adapter],
    storage: null,
    services: { blockchainApi: api, analytics: false, walletDirectory: false },
  })
  await appKit.ready
  const errors: AppKitEvents['error'][] = []
  appKit.emitter.on('error', (payload) => errors.push(payload))
  return { appKit, adapter, errors }
}

test('the client id an adapter reports is carried by the next data-service call', async () => {
  const { appKit, adapter } = await kit()
  await getIdentity(appKit, { address })
  expect(seen[0]?.searchParams.has('clientId')).toBe(false)
  adapter.emit({ type: 'walletConnectClientId', clientId })
  await getIdentity(appKit, { address })
  expect(seen[1]?.searchParams.get('clientId')).toBe(clientId)
})

test.each([
  ['an empty string', ''],
  ['one too long', `did:key:${'z'.repeat(300)}`],
  ['one with spaces', 'did:key:z6Mk abc'],
  ['one with a newline', 'did:key:z6Mk\nabc'],
  ['a number', 42],
  ['null', null],
])('%s is refused with an error event; the id set before stays', async (_, garbage) => {
  const { appKit, adapter, errors } = await kit()
  adapter.emit({ type: 'walletConnectClientId', clientId })
  adapter.emit({ type: 'walletConnectClientId', clientId: garbage as string })
  expect(getClientId(appKit)).toBe(clientId)
  expect(errors).toHaveLength(1)
  expect(errors[0]?.source).toBe('walletConnectClientId')
  expect(String(errors[0]?.error)).toContain('Invalid clientId')
  await getIdentity(appKit, { address })
  expect(seen[0]?.searchParams.get('clientId')).toBe(clientId)
})

test('setClientId called by the app refuses a garbage id and keeps the one set', async () => {
  const { appKit } = await kit()
  setClientId(appKit, clientId)
  expect(() => setClientId(appKit, 'did:key:z6Mk\u0000')).toThrow('Invalid clientId')
  expect(getClientId(appKit)).toBe(clientId)
  setClientId(appKit, null)
  expect(getClientId(appKit)).toBeUndefined()
})
