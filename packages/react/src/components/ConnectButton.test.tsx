import { connect, defaultSiwx, mainnet, mock, sepolia, version } from '@openappkit/core'
import { testApi as api, createTestAppKit, testAddress, testDirectory } from '@openappkit/testing/vitest'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { supportedChainsHandler } from '../../test/balances.ts'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useModalState } from '../hooks/useModalState.ts'
import { ConnectButton } from './ConnectButton.tsx'
import { NetworkButton } from './NetworkButton.tsx'
import type { ConnectButtonRenderProps } from './useConnectButton.ts'

// The buttons on core's mock adapter: each face a user sees, what a click opens, and what is
// requested for it. The data service is msw's (identity), or off.
let identity: () => Response = () => HttpResponse.json({ name: null, avatar: null })
const server = setupServer(
  supportedChainsHandler(api),
  http.get(`${api}/v1/identity/:address`, () => identity()),
  http.get(`${api}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
  // Where a failed identity lookup falls back (SPEC §4): no name there either.
  http.get(`${api}/v1/profile/reverse/:address`, () => HttpResponse.json([])),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  cleanup()
  identity = () => HttpResponse.json({ name: null, avatar: null })
})
afterAll(() => server.close())

function ModalView() {
  const { open, view } = useModalState()
  return <output data-testid="modal">{open ? view : 'closed'}</output>
}

function setup(options: Parameters<typeof createTestAppKit>[0] = {}, ui = <ConnectButton />) {
  const kit = createTestAppKit({
    adapter: mock({ balances: { [testAddress]: 1_234_567_000_000_000_000n } }),
    services: { blockchainApi: false },
    ...options,
  })
  render(
    <>
      {ui}
      <ModalView />
    </>,
    { wrapper: wrapperFor(kit.appKit) },
  )
  return kit
}

const modalView = () => screen.getByTestId('modal').textContent

/** The app with the button; a connect started whose wallet has not answered yet. */
async function connectHeld() {
  const { appKit, adapter } = setup()
  await act(() => appKit.ready)
  const hold = adapter.hold('connect')
  let pending: Promise<unknown> = Promise.resolve()
  act(() => {
    pending = connect(appKit, { connectorId: 'mock' })
  })
  return { hold, pending }
}

test('disconnected: a real button that opens Connect', async () => {
  const { appKit } = setup()
  await act(() => appKit.ready)
  const button = screen.getByRole('button', { name: 'Connect wallet' })
  expect(button.tagName).toBe('BUTTON')
  expect(button.getAttribute('type')).toBe('button')
  expect(button.getAttribute('aria-haspopup')).toBe('dialog')
  expect(button.dataset.state).toBe('connect')
  fireEvent.click(button)
  expect(modalView()).toBe('Connect')
})

test('connecting while the wallet decides, then the account with its short address and balance', async () => {
  const { hold, pending } = await connectHeld()
  const button = await screen.findByRole('button', { name: 'Connecting…' })
  expect(button.getAttribute('aria-busy')).toBe('true')
  fireEvent.click(button)
  expect(modalView()).toBe('Connect')
  await act(async () => {
    hold.release()
    await pending
  })
  const account = await screen.findByRole('button', { name: /0xf3\.\.\.b92266/ })
  expect(account.dataset.state).toBe('connected')
  expect(account.getAttribute('title')).toBe(testAddress)
  // From the chain (data service off), cut to 3 decimals.
  await waitFor(() => expect(account.textContent).toBe('0xf3...b92266 1.234 ETH'))
  fireEvent.click(account)
  expect(modalView()).toBe('Account')
})

test('a refused connect goes back to Connect wallet', async () => {
  const { hold, pending } = await connectHeld()
  await screen.findByRole('button', { name: 'Connecting…' })
  await act(async () => {
    hold.fail(new Error('User rejected the request.'))
    await pending.catch(() => {})
  })
  expect(screen.getByRole('button', { name: 'Connect wallet' }).dataset.state).toBe('connect')
})

test('the name and avatar from the data service; a garbage answer falls back to the short address', async () => {
  identity = () => HttpResponse.json({ name: 'alice.eth', avatar: 'https://img.test/alice.png' })
  const { appKit } = setup({ services: { blockchainApi: api } })
  await act(() => connect(appKit, { connectorId: 'mock' }))
  const button = await screen.findByRole('button', { name: /alice\.eth/ }, { timeout: 5000 })
  expect(button.querySelector('img')?.getAttribute('src')).toBe('https://img.test/alice.png')
  cleanup()

  identity = () => HttpResponse.json({ name: 42, avatar: 'javascript:alert(1)' })
  const other = setup({ services: { blockchainApi: api } })
  await act(() => connect(other.appKit, { connectorId: 'mock' }))
  const fallback = await screen.findByRole('button', { name: /0xf3\.\.\.b92266/ })
  expect(fallback.querySelector('img')).toBeNull()
  expect(fallback.querySelector('[data-openappkit-avatar]')).not.toBeNull()
})

test('an unsafe avatar URL is never put in an img', async () => {
  identity = () => HttpResponse.json({ name: 'mallory.eth', avatar: 'javascript:alert(1)' })
  const { appKit } = setup({ services: { blockchainApi: api } })
  await act(() => connect(appKit, { connectorId: 'mock' }))
  const button = await screen.findByRole('button', { name: /mallory\.eth/ }, { timeout: 5000 })
  expect(button.querySelector('img')).toBeNull()
})

test('a balance the wallet cannot give: the account without a balance, never a broken one', async () => {
  const { appKit } = setup({ adapter: mock({ features: { balanceError: true } }) })
  await act(() => connect(appKit, { connectorId: 'mock' }))
  const button = await screen.findByRole('button', { name: '0xf3...b92266' })
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(button.textContent).toBe('0xf3...b92266')
  expect(button.dataset.state).toBe('connected')
})

test('showBalance={false}: no balance shown and none requested', async () => {
  const { appKit, adapter } = setup({}, <ConnectButton showBalance={false} showAvatar={false} />)
  await act(() => connect(appKit, { connectorId: 'mock' }))
  const button = await screen.findByRole('button', { name: '0xf3...b92266' })
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(adapter.calls.some((call) => call.method === 'getBalance')).toBe(false)
  expect(button.textContent).toBe('0xf3...b92266')
})

test('wrong network: a chain the app did not configure says so and opens UnsupportedChain', async () => {
  const { appKit, adapter } = setup()
  await act(() => connect(appKit, { connectorId: 'mock' }))
  act(() => adapter.emit({ type: 'chainChanged', chainId: 999_999 }))
  const button = await screen.findByRole('button', { name: 'Wrong network' })
  expect(button.dataset.state).toBe('wrongNetwork')
  fireEvent.click(button)
  expect(modalView()).toBe('UnsupportedChain')
})

test('allowUnsupportedChain: the same chain is not wrong', async () => {
  const { appKit, adapter } = setup({ allowUnsupportedChain: true })
  await act(() => connect(appKit, { connectorId: 'mock' }))
  act(() => adapter.emit({ type: 'chainChanged', chainId: 999_999 }))
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /0xf3\.\.\.b92266/ }).dataset.state).toBe('connected'),
  )
})

test('the render-prop form hands over state, account and network, and its actions open the modal', async () => {
  const seen: string[] = []
  const { appKit } = setup(
    {},
    <ConnectButton.Custom>
      {({ state, account, network, mounted, openNetworkModal, openAccountModal }) => {
        seen.push(`${mounted}:${state}`)
        return (
          <div>
            <p data-testid="custom">
              {state} {account?.displayName ?? '-'} {account?.displayBalance ?? '-'} {network?.name}
            </p>
            <button type="button" onClick={openNetworkModal}>
              networks
            </button>
            <button type="button" onClick={openAccountModal}>
              account
            </button>
          </div>
        )
      }}
    </ConnectButton.Custom>,
  )
  expect(seen[0]).toBe('false:connect')
  await act(() => connect(appKit, { connectorId: 'mock' }))
  await waitFor(() =>
    expect(screen.getByTestId('custom').textContent).toBe('connected 0xf3...b92266 1.234 ETH Ethereum'),
  )
  expect(seen.at(-1)).toBe('true:connected')
  fireEvent.click(screen.getByRole('button', { name: 'networks' }))
  expect(modalView()).toBe('Networks')
})

test("RainbowKit's render props work unchanged: chain, openChainModal, authenticationStatus", async () => {
  const render = ({ chain, openChainModal, authenticationStatus }: ConnectButtonRenderProps) => (
    <button type="button" onClick={openChainModal}>
      {chain?.name} {authenticationStatus ?? 'no-auth'}
    </button>
  )
  const { appKit } = setup({}, <ConnectButton.Custom>{render}</ConnectButton.Custom>)
  await act(() => connect(appKit, { connectorId: 'mock' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Ethereum no-auth' }))
  expect(modalView()).toBe('Networks')
})

test('authenticationStatus follows sign-in: unauthenticated until a session exists', async () => {
  const { appKit } = setup(
    { siwx: defaultSiwx() },
    <ConnectButton.Custom>
      {({ authenticationStatus }) => <p>{authenticationStatus}</p>}
    </ConnectButton.Custom>,
  )
  await act(() => appKit.ready)
  await screen.findByText('unauthenticated')
})

test('NetworkButton: the active network, opening Networks; Wrong network on an unknown chain', async () => {
  const { appKit, adapter } = setup({}, <NetworkButton />)
  await act(() => appKit.ready)
  const button = screen.getByRole('button', { name: 'Network: Ethereum. Switch network' })
  fireEvent.click(button)
  expect(modalView()).toBe('Networks')
  await act(() => connect(appKit, { connectorId: 'mock' }))
  act(() => adapter.emit({ type: 'chainChanged', chainId: sepolia.id }))
  await screen.findByRole('button', { name: `Network: ${sepolia.name}. Switch network` })
  act(() => adapter.emit({ type: 'chainChanged', chainId: 999_999 }))
  fireEvent.click(await screen.findByRole('button', { name: 'Wrong network' }))
  expect(modalView()).toBe('UnsupportedChain')
})

test("NetworkButton: a network's image id shows the directory's asset image, with the project and sdk", async () => {
  const home = { ...mainnet, assets: { imageId: 'home-icon' } }
  const { appKit } = setup({ networks: [home] }, <NetworkButton />)
  await act(() => appKit.ready)
  const button = screen.getByRole('button', { name: 'Network: Ethereum. Switch network' })
  const src = new URL(button.querySelector('img')?.getAttribute('src') ?? '')
  expect(`${src.origin}${src.pathname}`).toBe(`${testDirectory}/public/getAssetImage/home-icon`)
  expect(Object.fromEntries(src.searchParams)).toEqual({
    projectId: 'test-project',
    st: 'openappkit',
    sv: version,
  })
})

test('the locale option: the buttons speak the app’s language and write its numbers', async () => {
  const { appKit } = setup({ locale: 'de' })
  expect(screen.getByRole('button', { name: 'Wallet verbinden' })).toBeTruthy()
  await act(() => connect(appKit, { connectorId: 'mock' }))
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /0xf3/ }).textContent).toBe('0xf3...b92266 1,234 ETH'),
  )
  cleanup()
  setup({ locale: 'es' }, <NetworkButton />)
  expect(screen.getByRole('button', { name: 'Red: Ethereum. Cambiar de red' })).toBeTruthy()
})

test('themable: theme accent and the app’s own class and style; an unsafe accent is dropped', async () => {
  setup(
    { themeVariables: { accent: 'rgb(1, 2, 3)' } },
    <ConnectButton className="mine" style={{ margin: 3 }} />,
  )
  const button = screen.getByRole('button', { name: 'Connect wallet' })
  expect(button.className).toBe('mine')
  expect(button.style.margin).toBe('3px')
  expect(button.style.getPropertyValue('--oak-accent')).toBe('rgb(1, 2, 3)')
  cleanup()
  setup({ themeVariables: { accent: 'url(https://evil.test/x)' } })
  expect(screen.getByRole('button', { name: 'Connect wallet' }).style.getPropertyValue('--oak-accent')).toBe(
    '',
  )
})

test('SSR: the server’s markup is the first client render’s, so hydration reports nothing', async () => {
  const { renderToString } = await import('react-dom/server')
  const { hydrateRoot } = await import('react-dom/client')
  const make = () =>
    createTestAppKit({ adapter: mock(), services: { blockchainApi: false }, ssr: true }).appKit
  const Wrapper = wrapperFor(make())
  const markup = renderToString(
    <Wrapper>
      <ConnectButton />
    </Wrapper>,
  )
  expect(markup).toContain('Connect wallet')
  const container = document.createElement('div')
  container.innerHTML = markup
  document.body.append(container)
  const errors: unknown[] = []
  const root = await act(async () =>
    hydrateRoot(
      container,
      <Wrapper>
        <ConnectButton />
      </Wrapper>,
      { onRecoverableError: (error) => errors.push(error) },
    ),
  )
  expect(errors).toEqual([])
  expect(container.querySelector('button')?.dataset.state).toBe('connect')
  act(() => root.unmount())
  container.remove()
})
