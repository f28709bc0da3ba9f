import { connect, createAppKit, mainnet, mock } from '@openappkit/core'
import { act, fireEvent, render } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { AppKitProvider } from '../src/AppKitProvider.tsx'
import { AppKitModal } from '../src/modal/AppKitModal.tsx'
import { supportedChainsHandler } from './balances.ts'
import { findModalDialog } from './modalDialog.ts'
import { ModalOpener, openModal } from './modalOpener.tsx'

// RegisterAccountName → RegisterAccountNameSuccess in the modal, over a name service answered by
// msw that keeps what is registered: the rule as the name is typed, suggestions, a registration
// that becomes the account's name, a taken name back on RegisterAccountName with the service's words.
const api = 'https://api.test'
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const server = setupServer(supportedChainsHandler(api))
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function nameService(taken: string[]) {
  const names: string[] = []
  const record = (name: string) => ({
    name,
    registered_at: '2026-11-24T00:00:00Z',
    addresses: { '2147483649': { address, created_at: null } },
    attributes: null,
  })
  server.use(
    http.get(`${api}/v1/identity/:address`, () =>
      HttpResponse.json({ name: names.at(-1) ?? null, avatar: null }),
    ),
    http.get(`${api}/v1/profile/reverse/:address`, () => HttpResponse.json(names.map(record))),
    http.get(`${api}/v1/profile/suggestions/:name`, ({ params }) =>
      HttpResponse.json({
        suggestions: [
          { name: `${params.name}.reown.id`, registered: taken.includes(`${params.name}.reown.id`) },
          { name: `${params.name}-app.reown.id`, registered: false },
        ],
      }),
    ),
    http.post(`${api}/v1/profile/account`, async ({ request }) => {
      const { name } = JSON.parse(((await request.json()) as { message: string }).message) as { name: string }
      if (taken.includes(name))
        return HttpResponse.json(
          {
            status: 'FAILED',
            reasons: [{ field: 'name', description: `Name ${name} is already registered` }],
          },
          { status: 409 },
        )
      names.push(name)
      return HttpResponse.json(record(name))
    }),
    http.get(`${api}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
    http.all(`${api}/*`, () => HttpResponse.json({}, { status: 503 })),
  )
}

async function openAccount() {
  const appKit = createAppKit({
    projectId: 'p',
    adapters: [mock()],
    storage: null,
    networks: [mainnet],
    services: { blockchainApi: api, walletDirectory: false, analytics: false, rpc: false, authFrame: false },
  })
  render(
    <AppKitProvider appKit={appKit}>
      <ModalOpener />
      <AppKitModal />
    </AppKitProvider>,
  )
  await act(() => connect(appKit, { connectorId: 'mock' }))
  act(() => openModal())
  const view = await findModalDialog()
  fireEvent.click(await view.findByRole('button', { name: 'Choose a name' }))
  const input = await view.findByRole('textbox', { name: 'Name' })
  return { appKit, view, input }
}

test('the rule as it is typed, suggestions, then the name is the account’s', async () => {
  nameService(['alice.reown.id'])
  const { view, input } = await openAccount()
  fireEvent.change(input, { target: { value: 'al_' } })
  expect(view.getByTestId('name-rule').className).toBe('oak-error')
  expect(view.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true)

  fireEvent.change(input, { target: { value: 'alice' } })
  const taken = await view.findByRole('button', { name: /alice\.reown\.id/ })
  expect(taken.textContent).toContain('Taken')
  expect(taken).toHaveProperty('disabled', true)
  fireEvent.click(view.getByRole('button', { name: /alice-app\.reown\.id/ }))
  expect((input as HTMLInputElement).value).toBe('alice-app')

  fireEvent.click(view.getByRole('button', { name: 'Register' }))
  expect((await view.findByTestId('registered-name')).textContent).toBe('alice-app.reown.id')
  fireEvent.click(view.getByRole('button', { name: 'Back to account' }))
  expect((await view.findByTestId('account-address')).textContent).toBe('alice-app.reown.id')
  expect(view.queryByRole('button', { name: 'Choose a name' })).toBeNull()
})

test('a taken name: back on RegisterAccountName with the name kept and the service’s words', async () => {
  nameService(['alice.reown.id'])
  const { appKit, view, input } = await openAccount()
  fireEvent.change(input, { target: { value: 'alice' } })
  fireEvent.click(view.getByRole('button', { name: 'Register' }))
  await view.findByText('Name alice.reown.id is already registered')
  expect(appKit.store.get(appKit.atoms.modal).view).toBe('RegisterAccountName')
  expect(((await view.findByRole('textbox', { name: 'Name' })) as HTMLInputElement).value).toBe('alice')
})
