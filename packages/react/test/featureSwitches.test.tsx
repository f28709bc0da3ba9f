import { type AppKitOptions, closeModal, connect, createAppKit, disconnect, mock } from '@openappkit/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { AppKitProvider } from '../src/AppKitProvider.tsx'
import { useAccountTab } from '../src/hooks/useAccountTab.ts'
import { useWallets } from '../src/hooks/useWallets.ts'
import { AppKitModal } from '../src/modal/AppKitModal.tsx'
import { findModalDialog } from './modalDialog.ts'
import { ModalOpener, openModal } from './modalOpener.tsx'

// Each feature switch of SPEC §6, set as an app would, seen in the modal (core README "Feature
// switches"; the refused ones are in core's resolveOptions.test.ts).

const api = 'https://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** What a hooks-only app reads: the same answers the modal draws. */
function HeadlessRules() {
  const { showAllWallets, collapseWallets } = useWallets()
  const { tab } = useAccountTab()
  return (
    <output data-testid="headless">{`allWallets=${showAllWallets} collapsed=${collapseWallets} tab=${tab}`}</output>
  )
}

function setup(options: Partial<AppKitOptions> = {}) {
  const adapter = mock()
  const appKit = createAppKit({
    projectId: 'switches',
    adapters: [adapter],
    storage: null,
    services: {
      blockchainApi: false,
      walletDirectory: false,
      analytics: false,
      rpc: false,
      authFrame: false,
    },
    ...options,
  })
  render(
    <AppKitProvider appKit={appKit}>
      <ModalOpener />
      <HeadlessRules />
      <AppKitModal />
    </AppKitProvider>,
  )
  return { appKit, adapter }
}

const legal = {
  termsConditionsUrl: 'https://app.example/terms',
  privacyPolicyUrl: 'https://app.example/privacy',
}

test('legalCheckbox: no wallet can be chosen until the box is ticked; the links are the app’s', async () => {
  const { appKit } = setup({ features: { legalCheckbox: true }, ...legal })
  act(() => openModal())
  const view = await findModalDialog()
  const wallet = await view.findByRole('button', { name: /Mock Wallet/ })
  expect(wallet).toHaveProperty('disabled', true)
  expect(view.getByText('Tick the box above to choose a wallet')).toBeTruthy()
  fireEvent.click(wallet)
  expect(appKit.store.get(appKit.atoms.modal).view).toBe('Connect')
  expect(view.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
    legal.termsConditionsUrl,
  )
  expect(view.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(legal.privacyPolicyUrl)

  fireEvent.click(view.getByRole('checkbox', { name: /I agree to the/ }))
  expect(wallet).toHaveProperty('disabled', false)
  expect(view.queryByText('Tick the box above to choose a wallet')).toBeNull()
  fireEvent.click(wallet)
  expect(appKit.store.get(appKit.atoms.modal).view).toBe('ConnectingExternal')
})

test('legal links without the checkbox: a line under the wallets, nothing blocked', async () => {
  setup({ termsConditionsUrl: legal.termsConditionsUrl })
  act(() => openModal())
  const view = await findModalDialog()
  expect(await view.findByRole('button', { name: /Mock Wallet/ })).toHaveProperty('disabled', false)
  expect(view.getByTestId('legal-notice').textContent).toBe(
    'By connecting your wallet, you agree to the Terms of Service',
  )
  expect(view.queryByRole('checkbox')).toBeNull()
})

test('collapseWallets: one "Continue with a wallet" button, the list behind it', async () => {
  setup({ features: { collapseWallets: true } })
  act(() => openModal())
  const view = await findModalDialog()
  const more = await view.findByRole('button', { name: 'Continue with a wallet' })
  expect(view.queryByRole('button', { name: /Mock Wallet/ })).toBeNull()
  expect(screen.getByTestId('headless').textContent).toContain('collapsed=true')
  fireEvent.click(more)
  expect(await view.findByRole('button', { name: /Mock Wallet/ })).toBeTruthy()
})

test('collapseWallets with legalCheckbox: the one button waits for the box too', async () => {
  setup({ features: { collapseWallets: true, legalCheckbox: true }, ...legal })
  act(() => openModal())
  const view = await findModalDialog()
  const more = await view.findByRole('button', { name: 'Continue with a wallet' })
  expect(more).toHaveProperty('disabled', true)
  fireEvent.click(view.getByRole('checkbox'))
  expect(more).toHaveProperty('disabled', false)
})

test('allWallets off: no All wallets entry', async () => {
  setup({ features: { allWallets: false } })
  act(() => openModal())
  const view = await findModalDialog()
  await view.findByRole('button', { name: /Mock Wallet/ })
  expect(view.queryByRole('button', { name: /All wallets/ })).toBeNull()
  expect(screen.getByTestId('headless').textContent).toContain('allWallets=false')
})

test.each([
  [false, false],
  [true, true],
])(
  "allWallets 'ONLY_MOBILE' on a phone %s: All wallets offered %s, in the modal and to useWallets",
  async (phone, offered) => {
    setup({ features: { allWallets: 'ONLY_MOBILE' }, isMobile: () => phone })
    act(() => openModal())
    const view = await findModalDialog()
    await view.findByRole('button', { name: /Mock Wallet/ })
    expect(view.queryByRole('button', { name: /All wallets/ }) !== null).toBe(offered)
    expect(screen.getByTestId('headless').textContent).toContain(`allWallets=${offered}`)
  },
)

test('the chosen Account tab survives closing and reopening the modal; a disconnect starts at Tokens again', async () => {
  const { appKit } = setup()
  await act(() => connect(appKit, { connectorId: 'mock' }))
  act(() => openModal())
  let view = await findModalDialog()
  fireEvent.click(await view.findByRole('tab', { name: 'NFTs' }))
  act(() => void closeModal(appKit))
  act(() => openModal())
  view = await findModalDialog()
  expect((await view.findByRole('tab', { name: 'NFTs' })).getAttribute('aria-selected')).toBe('true')
  expect(view.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('false')
  expect(screen.getByTestId('headless').textContent).toContain('tab=nfts')
  await act(() => disconnect(appKit))
  expect(screen.getByTestId('headless').textContent).toContain('tab=tokens')
})

test.each([
  [{}, ['Buy', 'Swap', 'Receive', 'Send', 'Activity']],
  [{ receive: false }, ['Buy', 'Swap', 'Send', 'Activity']],
  [{ onramp: false }, ['Swap', 'Receive', 'Send', 'Activity']],
  [{ swaps: false, send: false, onramp: false }, ['Receive', 'Activity']],
  [{ swaps: false, send: false, receive: false }, ['Buy', 'Activity']],
  [{ swaps: false, send: false, receive: false, onramp: false }, ['Activity']],
  [{ swaps: false, send: false, receive: false, onramp: false, history: false }, []],
])('Account buttons with features %j: %j', async (features, shown) => {
  const { appKit } = setup({ features })
  await act(() => connect(appKit, { connectorId: 'mock' }))
  act(() => openModal())
  const view = await findModalDialog()
  await view.findByTestId('account-address')
  const nav = view.queryByRole('navigation', { name: 'Wallet actions' })
  expect(nav ? [...nav.querySelectorAll('button')].map((b) => b.textContent) : []).toEqual(shown)
})

test('history off: no Activity tab', async () => {
  const { appKit } = setup({ features: { history: false } })
  await act(() => connect(appKit, { connectorId: 'mock' }))
  act(() => openModal())
  const view = await findModalDialog()
  await view.findByTestId('account-address')
  expect(view.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs'])
})

test('smartSessions: listed from the sessions call; Revoke has the wallet sign the pci, and the row reads Revoked', async () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const sessions = [
    {
      project: { id: 'g', name: 'Game', url: 'https://game.example' },
      pci: 'pci-game',
      expiry: 4_000_000_000,
      createdAt: 1_700_000_000,
      permissions: [{ type: 'contract-call', data: {} }],
      policies: [],
      context: '0x',
    } as Record<string, unknown>,
  ]
  const revokes: unknown[] = []
  server.use(
    http.get(`${api}/v1/sessions/:account`, () => HttpResponse.json({ pcis: sessions })),
    http.post(`${api}/v1/sessions/:account/revoke`, async ({ request }) => {
      revokes.push(await request.json())
      Object.assign(sessions[0] as object, { revokedAt: 1_800_000_000 })
      return HttpResponse.json({ success: true })
    }),
    // The Account view's other data calls: unavailable here, it falls back to the chain.
    http.all(`${api}/*`, () => HttpResponse.json({}, { status: 503 })),
  )
  const { appKit, adapter } = setup({
    features: { smartSessions: true },
    services: { blockchainApi: api, walletDirectory: false, analytics: false, rpc: false, authFrame: false },
  })
  await act(() => connect(appKit, { connectorId: 'mock' }))
  act(() => openModal())
  const view = await findModalDialog()
  fireEvent.click(await view.findByRole('button', { name: 'Smart sessions' }))
  const row = await view.findByTestId('smart-session')
  expect(row.textContent).toContain('Game')
  expect(row.textContent).toContain('1 permission')
  fireEvent.click(view.getByRole('button', { name: 'Revoke the session of Game' }))
  await view.findByText('Revoked', { exact: false })
  expect(revokes).toEqual([
    { pci: 'pci-game', signature: await adapter.signMessage({ address, message: 'pci-game' }) },
  ])
  expect(view.queryByRole('button', { name: /Revoke/ })).toBeNull()
})

test('smartSessions off (the default): no button, no sessions call', async () => {
  server.use(http.all(`${api}/*`, () => HttpResponse.json({}, { status: 503 })))
  const calls: string[] = []
  server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname))
  const { appKit } = setup({
    services: { blockchainApi: api, walletDirectory: false, analytics: false, rpc: false, authFrame: false },
  })
  await act(() => connect(appKit, { connectorId: 'mock' }))
  act(() => openModal())
  const view = await findModalDialog()
  await view.findByTestId('account-address')
  expect(view.queryByRole('button', { name: 'Smart sessions' })).toBeNull()
  expect(calls.filter((path) => path.startsWith('/v1/sessions'))).toEqual([])
  server.events.removeAllListeners()
})
