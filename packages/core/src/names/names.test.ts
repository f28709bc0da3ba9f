import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.ts'
import { openModal } from '../actions/openModal.ts'
import { mock } from '../adapters/mock.ts'
import { createAppKit } from '../createAppKit.ts'
import { NameServiceError } from '../errors/domain.ts'
import { UserRejectedRequestError } from '../errors/walletRefusal.ts'
import { mainnet } from '../networks/evmNetworks.ts'
import { queryKeys } from '../queries/queryKeys.ts'
import { accountNameLabel, isValidAccountName, toAccountName } from './accountName.ts'
import { nameSuggestionsQueryOptions } from './nameSuggestionsQueryOptions.ts'
import { registerName } from './registerName.ts'
import { registerNameMutationOptions } from './registerNameMutationOptions.ts'

const api = 'https://api.test'
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const record = (name: string) => ({
  name,
  registered_at: '2026-11-24T00:00:00Z',
  updated_at: null,
  addresses: { '2147483649': { address, created_at: null } },
  attributes: null,
})

/** The name service: `taken` names answer 409 with the service's reason. */
function nameService(taken: string[] = []) {
  const posted: Record<string, unknown>[] = []
  server.use(
    http.post(`${api}/v1/profile/account`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      posted.push(body)
      const { name } = JSON.parse(String(body.message)) as { name: string }
      if (taken.includes(name))
        return HttpResponse.json(
          {
            status: 'FAILED',
            reasons: [{ field: 'name', description: `Name ${name} is already registered` }],
          },
          { status: 409 },
        )
      return HttpResponse.json(record(name))
    }),
    http.get(`${api}/v1/profile/suggestions/:name`, ({ params, request }) =>
      HttpResponse.json({
        suggestions: [
          { name: `${params.name}.${new URL(request.url).searchParams.get('zone')}`, registered: true },
          { name: `${params.name}-app.reown.id`, registered: false },
        ],
      }),
    ),
    http.get(`${api}/*`, () => HttpResponse.json({}, { status: 503 })),
  )
  return posted
}

async function setup() {
  const adapter = mock()
  const appKit = createAppKit({
    projectId: 'p',
    adapters: [adapter],
    storage: null,
    networks: [mainnet],
    services: { blockchainApi: api, walletDirectory: false, analytics: false, rpc: false },
  })
  await connect(appKit, { connectorId: 'mock' })
  return { appKit, adapter }
}

describe('the name rule (SPEC §5) and zones (SPEC §9)', () => {
  test.each([
    ['alice', true],
    ['al-1ce', true],
    ['ALICE', true],
    ['ali', false],
    ['al_ice', false],
    ['al ice', false],
    ['alice.reown.id', true],
    ['alice.wcn.id', true],
    ['ali.reown.id', false],
    ['', false],
  ])('%j valid: %s', (name, valid) => expect(isValidAccountName(name)).toBe(valid))

  test('the full name: .reown.id by default, a legacy .wcn.id kept; labels lower-cased', () => {
    expect(toAccountName('Alice')).toBe('alice.reown.id')
    expect(toAccountName('alice', 'wcn.id')).toBe('alice.wcn.id')
    expect(toAccountName('alice.wcn.id')).toBe('alice.wcn.id')
    expect(accountNameLabel('alice.reown.id')).toBe('alice')
    expect(() => toAccountName('a_b')).toThrow(
      'A name takes letters, digits and hyphens only, at least 4 characters',
    )
  })
})

describe('registerName', () => {
  test('signs { name, attributes, timestamp }, posts it with the coin type of the chain, and the account takes the name', async () => {
    const posted = nameService()
    const { appKit, adapter } = await setup()
    const result = await registerName(appKit, { name: 'Alice' })
    expect(result.name).toBe('alice.reown.id')
    const [body] = posted
    const message = JSON.parse(String(body?.message)) as Record<string, unknown>
    expect(message).toMatchObject({ name: 'alice.reown.id', attributes: {} })
    expect(Math.abs(Number(message.timestamp) - Date.now() / 1000)).toBeLessThan(5)
    expect(body).toEqual({
      coin_type: 2147483649,
      address,
      message: body?.message,
      signature: await adapter.signMessage({ address, message: String(body?.message) }),
    })
    expect(appKit.store.get(appKit.atoms.account('eip155')).profileName).toBe('alice.reown.id')
  })

  test('a taken name: the service’s reason; nothing changes', async () => {
    nameService(['alice.reown.id'])
    const { appKit } = await setup()
    const error = await registerName(appKit, { name: 'alice' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NameServiceError)
    expect((error as NameServiceError).shortMessage).toBe('Name alice.reown.id is already registered')
    expect(appKit.store.get(appKit.atoms.account('eip155')).profileName).toBeUndefined()
  })

  test('a failure without a reason: "Error registering name X"', async () => {
    server.use(http.post(`${api}/v1/profile/account`, () => new HttpResponse('', { status: 500 })))
    const { appKit } = await setup()
    await expect(registerName(appKit, { name: 'alice' })).rejects.toThrow(
      'Error registering name alice.reown.id',
    )
  })

  test('an invalid name is refused before the wallet; a wallet refusal posts nothing', async () => {
    const posted = nameService()
    const { appKit, adapter } = await setup()
    await expect(registerName(appKit, { name: 'a.b' })).rejects.toThrow('letters, digits and hyphens only')
    expect(adapter.calls.filter((c) => c.method === 'signMessage')).toEqual([])
    adapter.signMessage = async () => {
      throw new UserRejectedRequestError()
    }
    await expect(registerName(appKit, { name: 'alice' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(posted).toEqual([])
  })

  test('a garbage answer from the service is refused; the account keeps no name', async () => {
    server.use(http.post(`${api}/v1/profile/account`, () => HttpResponse.json({ nope: true })))
    const { appKit } = await setup()
    await expect(registerName(appKit, { name: 'alice' })).rejects.toBeInstanceOf(NameServiceError)
    expect(appKit.store.get(appKit.atoms.account('eip155')).profileName).toBeUndefined()
  })
})

test('with the modal open: RegisterAccountNameSuccess, then back to RegisterAccountName with the error as a toast', async () => {
  nameService(['alice.reown.id'])
  const { appKit } = await setup()
  openModal(appKit, { view: 'RegisterAccountName' })
  const mutation = registerNameMutationOptions(appKit)
  const pending = mutation.mutationFn({ name: 'alice' })
  expect(appKit.store.get(appKit.atoms.modal).view).toBe('RegisterAccountNameSuccess')
  await expect(pending).rejects.toThrow('already registered')
  expect(appKit.store.get(appKit.atoms.modal).view).toBe('RegisterAccountName')
  expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
    open: true,
    variant: 'error',
    message: 'Name alice.reown.id is already registered',
  })
})

test('suggestions: asked with the zone once the label is valid', async () => {
  nameService()
  const { appKit } = await setup()
  expect(nameSuggestionsQueryOptions(appKit, { name: 'ali' }).enabled).toBe(false)
  const options = nameSuggestionsQueryOptions(appKit, { name: 'alice', zone: 'wcn.id' })
  expect(options.queryKey).toEqual(queryKeys.nameSuggestions({ name: 'alice', zone: 'wcn.id' }))
  expect(await appKit.queryClient.fetchQuery(options)).toEqual([
    { name: 'alice.wcn.id', registered: true },
    { name: 'alice-app.reown.id', registered: false },
  ])
})
