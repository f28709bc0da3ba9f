import { fixtures } from '@openappkit/testing/msw'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.ts'
import { mock } from '../adapters/mock.ts'
import type { SmartSession } from '../api/sessions.ts'
import { createAppKit } from '../createAppKit.ts'
import { HttpStatusError } from '../errors/domain.ts'
import { InvalidResponseError } from '../errors/rest.ts'
import { UserRejectedRequestError } from '../errors/walletRefusal.ts'
import { revokeSmartSession } from './revokeSmartSession.ts'
import { smartSessionStatus } from './smartSessionStatus.ts'
import { smartSessionsQueryOptions } from './smartSessionsQueryOptions.ts'

const api = 'https://api.test'
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const caipAddress = `eip155:1:${address}`
const session = (pci: string, extra: Record<string, unknown> = {}) => ({
  project: { id: 'p', name: 'Game', url: 'https://game.example' },
  pci,
  expiry: 2_000_000_000,
  createdAt: 1_700_000_000,
  permissions: [{ type: 'contract-call', data: { address: '0x01' } }],
  policies: [],
  context: '0x',
  ...extra,
})

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** The service's sessions of the account, revoked through the signed POST. */
function sessionService() {
  const sessions = [session('pci-1'), session('pci-2')]
  const requests = { list: 0, revokes: [] as unknown[] }
  server.use(
    http.get(`${api}/v1/sessions/:account`, ({ params }) => {
      requests.list++
      expect(params.account).toBe(caipAddress)
      return HttpResponse.json({ pcis: sessions })
    }),
    http.post(`${api}/v1/sessions/:account/revoke`, async ({ request }) => {
      const body = (await request.json()) as { pci: string }
      requests.revokes.push(body)
      const found = sessions.find((s) => s.pci === body.pci)
      if (found) Object.assign(found, { revokedAt: 1_800_000_000 })
      // The hosted server answers a revoke with 200 and an empty body (`().into_response()`).
      return new HttpResponse(null, { status: 200 })
    }),
  )
  return requests
}

async function setup(smartSessions = true) {
  const adapter = mock()
  const appKit = createAppKit({
    projectId: 'p',
    adapters: [adapter],
    storage: null,
    features: { smartSessions },
    services: { blockchainApi: api, walletDirectory: false, analytics: false },
  })
  await connect(appKit, { connectorId: 'mock' })
  return { appKit, adapter }
}

describe('smart sessions', () => {
  test('listed for the connected account; revoking signs the pci, posts it and reads the list again', async () => {
    const requests = sessionService()
    const { appKit, adapter } = await setup()
    const options = smartSessionsQueryOptions(appKit, { caipAddress })
    expect(options.enabled).toBe(true)
    const listed = await appKit.queryClient.fetchQuery(options)
    expect(listed.map((s) => s.pci)).toEqual(['pci-1', 'pci-2'])

    await revokeSmartSession(appKit, { pci: 'pci-2' })
    const signed = await adapter.signMessage({ address, message: 'pci-2' })
    expect(requests.revokes).toEqual([{ pci: 'pci-2', signature: signed }])
    const after = appKit.queryClient.getQueryData<SmartSession[]>(options.queryKey)
    expect(after?.map((s) => smartSessionStatus(s, Date.now()))).toEqual(['active', 'revoked'])
    expect(requests.list).toBe(2)
  })

  test('a wallet refusal revokes nothing', async () => {
    const requests = sessionService()
    const { appKit, adapter } = await setup()
    adapter.signMessage = async () => {
      throw new UserRejectedRequestError()
    }
    await expect(revokeSmartSession(appKit, { pci: 'pci-1' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(requests.revokes).toEqual([])
  })

  test('feature off: no request, and revoke is refused', async () => {
    const requests = sessionService()
    const { appKit } = await setup(false)
    expect(smartSessionsQueryOptions(appKit, { caipAddress }).enabled).toBe(false)
    await expect(revokeSmartSession(appKit, { pci: 'pci-1' })).rejects.toThrow(
      'The smartSessions feature is off',
    )
    expect(requests).toEqual({ list: 0, revokes: [] })
  })

  test('a Solana account has no smart sessions; a bad pci is refused before the wallet', async () => {
    const { appKit, adapter } = await setup()
    expect(smartSessionsQueryOptions(appKit, { caipAddress: 'solana:x:abc' }).enabled).toBe(false)
    await expect(revokeSmartSession(appKit, { pci: '' })).rejects.toThrow('pci must be a non-empty string')
    expect(adapter.calls.filter((c) => c.method === 'signMessage')).toEqual([])
  })

  test('the hosted answer as it is sent: nulls, data of any JSON, a revoked session; a broken one left out and reported', async () => {
    const body = JSON.stringify(fixtures.sessions)
    server.use(
      http.get(
        `${api}/v1/sessions/:account`,
        () => new HttpResponse(body, { headers: { 'content-type': 'application/json' } }),
      ),
    )
    const { appKit } = await setup()
    const reported: unknown[] = []
    appKit.emitter.on('error', ({ error, source }) => reported.push([source, (error as Error).message]))
    const listed = await appKit.queryClient.fetchQuery(smartSessionsQueryOptions(appKit, { caipAddress }))
    expect(listed.map((s) => [s.project.name, s.project.iconUrl, s.context, s.revokedAt])).toEqual([
      ['Dice Game', undefined, undefined, undefined],
      ['Dice Game', undefined, '0x00', 1_732_450_000],
    ])
    expect(listed[1]?.permissions).toEqual([{ type: 'contract-call', data: '0x' }])
    expect(listed.map((s) => smartSessionStatus(s, 1_732_460_000_000))).toEqual(['active', 'revoked'])
    expect(reported).toEqual([['rest', expect.stringContaining('api.test/v1/sessions/')]])
  })

  test('an answer that is not a list of sessions is an InvalidResponseError', async () => {
    server.use(http.get(`${api}/v1/sessions/:account`, () => HttpResponse.json({ pcis: 'none' })))
    const { appKit } = await setup()
    await expect(
      appKit.queryClient.fetchQuery(smartSessionsQueryOptions(appKit, { caipAddress })),
    ).rejects.toBeInstanceOf(InvalidResponseError)
  })

  test("the service's refusal (a revoked pci) is its reason, and the list is not read again", async () => {
    const requests = sessionService()
    server.use(
      http.post(`${api}/v1/sessions/:account/revoke`, () =>
        HttpResponse.json(
          { status: 'FAILED', reasons: [{ field: 'pci', description: 'Permission is revoked: pci-1' }] },
          { status: 400 },
        ),
      ),
    )
    const { appKit } = await setup()
    await appKit.queryClient.fetchQuery(smartSessionsQueryOptions(appKit, { caipAddress }))
    const failure = await revokeSmartSession(appKit, { pci: 'pci-1' }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(HttpStatusError)
    expect((failure as HttpStatusError).details).toBe('Permission is revoked: pci-1')
    expect(requests.list).toBe(1)
  })

  test('status: revoked wins; expired from the expiry second on', () => {
    expect(smartSessionStatus({ expiry: 100 }, 99_999)).toBe('active')
    expect(smartSessionStatus({ expiry: 100 }, 100_000)).toBe('expired')
    expect(smartSessionStatus({ expiry: 100, revokedAt: 50 }, 0)).toBe('revoked')
  })
})
