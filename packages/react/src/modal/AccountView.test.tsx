import type { AppKit, AppKitOptions } from '@openappkit/core'
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { supportedChainsHandler } from '../../test/balances.ts'
import { AppKitProvider } from '../AppKitProvider.tsx'
import { ConnectButton } from '../components/ConnectButton.tsx'
import { useAppKit } from '../hooks/useAppKit.ts'
import { useAppKitInstance } from '../hooks/useAppKitInstance.ts'
import { AppKitModal } from './AppKitModal.tsx'
import { modalTagName } from './host/modalHost.ts'
import { en } from './messages/en.ts'

// The Account view, against an extension-like adapter written here (the modal's tests may not
// import core): connect, see the account, choose another network and come back; the Activity tab
// over a data service answered by msw.
type Adapter = NonNullable<AppKitOptions['adapters']>[number]

const networkOf = (id: number, name: string) =>
  ({
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  }) as const
const home = networkOf(1, 'Home Chain')
const other = networkOf(10, 'Other Chain')
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function extensionAdapter() {
  const switched: number[] = []
  const adapter = {
    namespace: 'eip155',
    networks: [home, other],
    getConnectors: () => [{ id: 'org.test.wallet', type: 'ANNOUNCED', name: 'Test Wallet', chain: 'eip155' }],
    watchConnectors: () => () => {},
    connect: async () => ({
      connectorId: 'org.test.wallet',
      accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
      chainId: 1,
    }),
    disconnect: async () => {},
    syncConnection: async () => null,
    switchNetwork: async ({ network }: { network: { id: number } }) => {
      switched.push(network.id)
    },
    getBalance: async () => ({ value: 1_234_567_000_000_000_000n, decimals: 18, symbol: 'ETH' }),
    getTokenBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
    signMessage: async () => '0x',
    sendTransfer: async () => '0x',
    estimateGas: async () => 0n,
    parseUnits: () => 0n,
    formatUnits: (value: bigint, decimals: number) => (Number(value) / 10 ** decimals).toString(),
    subscribe: () => () => {},
  } as unknown as Adapter
  return { adapter, switched }
}

let open: ReturnType<typeof useAppKit>['open'] | undefined
let instance: AppKit | undefined
function Opener() {
  open = useAppKit().open
  instance = useAppKitInstance()
  return null
}

async function openConnected(options: Partial<AppKitOptions> = {}, page?: ReactNode) {
  const { adapter, switched } = extensionAdapter()
  render(
    <AppKitProvider
      options={{
        projectId: 'modal-tests',
        storage: null,
        adapters: [adapter],
        networks: [home, other],
        ...options,
        services: {
          blockchainApi: false,
          walletDirectory: false,
          analytics: false,
          rpc: false,
          authFrame: false,
          ...options.services,
        },
      }}
    >
      <Opener />
      {page}
      <AppKitModal />
    </AppKitProvider>,
  )
  act(() => open?.())
  const ui = await waitFor(() => {
    const dialog = document
      .querySelector(modalTagName)
      ?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')
    if (!dialog) throw new Error('no dialog yet')
    return within(dialog)
  })
  const title = () => ui.getByRole('heading', { level: 2 }).textContent
  fireEvent.click(await ui.findByRole('button', { name: /Test Wallet/ }))
  await waitFor(() => expect(title()).toBe('Account'))
  return { ui, title, switched }
}

test('from Account to Networks and back; choosing a network switches the wallet and returns to Account', async () => {
  const { ui, title, switched } = await openConnected()

  expect((await ui.findByTestId('account-address')).textContent).toBe('0xf3...b92266')
  await waitFor(() => expect(ui.getByTestId('account-balance').textContent).toContain('1.234 ETH'))
  // Account is the first view after connecting: nothing to go back to.
  expect(ui.queryByRole('button', { name: 'Back' })).toBeNull()

  fireEvent.click(ui.getByRole('button', { name: 'Network: Home Chain. Switch network' }))
  await waitFor(() => expect(title()).toBe('Choose network'))
  const list = await ui.findByRole('list', { name: 'Networks' })
  expect(
    within(list)
      .getByRole('button', { name: /Home Chain/ })
      .getAttribute('aria-current'),
  ).toBe('true')
  fireEvent.click(ui.getByRole('button', { name: 'Back' }))
  await waitFor(() => expect(title()).toBe('Account'))

  fireEvent.click(ui.getByRole('button', { name: 'Network: Home Chain. Switch network' }))
  fireEvent.click(await ui.findByRole('button', { name: /Other Chain/ }))
  await waitFor(() => expect(title()).toBe('Account'))
  expect(switched).toEqual([10])
  expect(ui.getByTestId('account-network').textContent).toContain('Other Chain')
})

// The Activity tab over a data service answered here: two pages, one of them with a transaction of
// another chain and a spam-NFT-only one, which the list leaves out.
const api = 'https://api.test'
const server = setupServer(supportedChainsHandler(api))
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

// The account view also asks for the name and avatar: none.
const profileHandlers = [
  http.get(`${api}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
  http.get(`${api}/v1/identity/:address`, () => HttpResponse.json({ name: null, avatar: null })),
  http.get(`${api}/v1/profile/reverse/:address`, () => HttpResponse.json([])),
]

const now = new Date()
const lastYear = now.getFullYear() - 1
const transaction = (id: string, minedAt: string, overrides: Record<string, unknown> = {}) => ({
  id,
  metadata: {
    operationType: 'send',
    hash: `0x${'ab'.repeat(32)}`,
    chain: 'eip155:1',
    minedAt,
    sentFrom: address,
    sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    status: 'confirmed',
    nonce: 1,
  },
  transfers: [
    { fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'out', quantity: { numeric: '0.5' } },
  ],
  ...overrides,
})

const metadata = transaction('', now.toISOString()).metadata
const thisMonthName = en.account.months[now.getMonth()] ?? ''

test('Account: the avatar is the connect button’s for the address, Disconnect comes before the network and the actions, the Activity tile opens the Activity tab', async () => {
  const { ui } = await openConnected({}, <ConnectButton />)
  const root = document.querySelector(modalTagName)?.shadowRoot
  const inModal = root?.querySelector<HTMLElement>('[data-openappkit-avatar]')
  const inButton = document.querySelector<HTMLElement>('[data-openappkit-avatar]')
  expect(inModal?.style.background).toMatch(/^linear-gradient/)
  expect(inModal?.style.background).toBe(inButton?.style.background)

  const disconnect = ui.getByRole('button', { name: 'Disconnect' })
  const actions = ui.getByRole('navigation', { name: 'Wallet actions' })
  for (const later of [ui.getByTestId('account-network'), actions])
    expect(disconnect.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

  const activityTab = ui.getByRole('tab', { name: 'Activity' })
  expect(activityTab.getAttribute('aria-selected')).toBe('false')
  fireEvent.click(within(actions).getByRole('button', { name: 'Activity' }))
  await waitFor(() => expect(activityTab.getAttribute('aria-selected')).toBe('true'))
  await waitFor(() => expect(root?.activeElement).toBe(activityTab))

  fireEvent.click(disconnect)
  await waitFor(() =>
    expect(document.querySelector(modalTagName)?.shadowRoot?.querySelector('[role="dialog"]')).toBeNull(),
  )
})

test('Activity: grouped by month, newest first, past years titled with the year; more on request; per network', async () => {
  const asked: [string | null, string | null][] = []
  server.use(
    ...profileHandlers,
    http.get(`${api}/v1/account/:address/history`, ({ request }) => {
      const params = new URL(request.url).searchParams
      const cursor = params.get('cursor')
      asked.push([params.get('chainId'), cursor])
      if (params.get('chainId') === 'eip155:10')
        return HttpResponse.json({
          data: [
            transaction('on-other', now.toISOString(), {
              metadata: { ...metadata, chain: 'eip155:10', operationType: 'receive' },
              transfers: [
                { fungible_info: { symbol: 'OP' }, direction: 'in', quantity: { numeric: '0.0004' } },
              ],
            }),
          ],
          next: null,
        })
      if (cursor === 'page-2')
        return HttpResponse.json({
          data: [
            transaction('old', `${lastYear}-03-15T12:00:00.000Z`, {
              metadata: { ...metadata, operationType: 'receive', minedAt: `${lastYear}-03-15T12:00:00.000Z` },
              transfers: [
                { fungible_info: { symbol: 'OAK' }, direction: 'in', quantity: { numeric: '12.3456' } },
              ],
            }),
          ],
          next: null,
        })
      return HttpResponse.json({
        data: [
          transaction('recent', now.toISOString()),
          transaction('failed', now.toISOString(), { metadata: { ...metadata, status: 'failed' } }),
          transaction('elsewhere', now.toISOString(), { metadata: { ...metadata, chain: 'eip155:10' } }),
          transaction('spam', now.toISOString(), {
            transfers: [
              {
                nft_info: { name: 'Free Mint', flags: { is_spam: true } },
                direction: 'in',
                quantity: { numeric: '1' },
              },
            ],
          }),
          transaction('nft', now.toISOString(), {
            metadata: { ...metadata, operationType: 'mint' },
            transfers: [
              {
                nft_info: { name: 'Cool Cat #12', flags: { is_spam: false } },
                direction: 'in',
                quantity: { numeric: '1' },
              },
            ],
          }),
        ],
        next: 'page-2',
      })
    }),
  )
  const { ui, title } = await openConnected({ services: { blockchainApi: api } })
  fireEvent.click(await ui.findByRole('tab', { name: 'Activity' }))
  const thisMonth = await ui.findByRole('region', { name: thisMonthName })
  expect(
    within(thisMonth)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    // Within the last week: how long ago; a failed one says so instead.
    'Sentnow−0.500 ETH',
    'SentFailed−0.500 ETH',
    'Mintednow+Cool Cat #12',
  ])
  expect(ui.queryByRole('region', { name: `March ${lastYear}` })).toBeNull()

  const loadMore = ui.getByRole('button', { name: 'Load more activity' })
  loadMore.focus()
  fireEvent.click(loadMore)
  const march = await ui.findByRole('region', { name: `March ${lastYear}` })
  // Older: the day.
  expect(within(march).getByRole('listitem').textContent).toBe('ReceivedMar 15+12.345 OAK')
  // Newest first; the keyboard focus lands on the first row loaded, inside the dialog.
  expect(ui.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    thisMonthName,
    `March ${lastYear}`,
  ])
  await waitFor(() => expect(march.querySelector('li')?.matches(':focus')).toBe(true))
  expect(ui.queryByRole('button', { name: 'Load more activity' })).toBeNull()
  expect(asked).toEqual([
    ['eip155:1', null],
    ['eip155:1', 'page-2'],
  ])

  // Another network: its own list, not the first one's.
  fireEvent.click(ui.getByRole('button', { name: 'Network: Home Chain. Switch network' }))
  fireEvent.click(await ui.findByRole('button', { name: /Other Chain/ }))
  await waitFor(() => expect(title()).toBe('Account'))
  fireEvent.click(await ui.findByRole('tab', { name: 'Activity' }))
  const other = await ui.findByRole('region', { name: thisMonthName })
  expect(
    within(other)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([expect.stringMatching(/^Received.*\+<0\.001 OP$/)])
})

test('Activity: failures say so and keep what was loaded; a retry; the data service or the feature off', async () => {
  let failFirst = true
  server.use(
    ...profileHandlers,
    http.get(`${api}/v1/account/:address/history`, ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor')
      if (cursor === 'page-2') return HttpResponse.json({ status: 'FAILED', reasons: [] }, { status: 500 })
      if (failFirst) {
        failFirst = false
        return HttpResponse.json({ data: 'nope' })
      }
      return HttpResponse.json({ data: [transaction('recent', now.toISOString())], next: 'page-2' })
    }),
  )
  const first = await openConnected({ services: { blockchainApi: api } })
  fireEvent.click(await first.ui.findByRole('tab', { name: 'Activity' }))
  expect(await first.ui.findByText('Activity could not be loaded')).toBeTruthy()
  expect(await first.ui.findByText('Failed to fetch transactions')).toBeTruthy()
  fireEvent.click(first.ui.getByRole('button', { name: 'Try again' }))
  expect(await first.ui.findByText(/^Sent/)).toBeTruthy()
  fireEvent.click(first.ui.getByRole('button', { name: 'Load more activity' }))
  expect(await first.ui.findByText('More activity could not be loaded')).toBeTruthy()
  expect(first.ui.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^Sent/),
  ])
  expect(first.ui.getByRole('button', { name: 'Load more activity' })).toBeTruthy()
  // A refresh that fails (the list went stale, the tab is shown again) keeps the rows too.
  failFirst = true
  await act(() => instance?.queryClient.invalidateQueries({ queryKey: ['openappkit', 'activity'] }))
  await waitFor(() =>
    expect(first.ui.getAllByRole('listitem').map((item) => item.textContent)).toHaveLength(1),
  )
  expect(first.ui.queryByText('Activity could not be loaded')).toBeNull()
  cleanup()

  const serviceOff = await openConnected()
  fireEvent.click(await serviceOff.ui.findByRole('tab', { name: 'Activity' }))
  expect(await serviceOff.ui.findByText('Activity is not available')).toBeTruthy()
  cleanup()

  const off = await openConnected({ services: { blockchainApi: api }, features: { history: false } })
  await off.ui.findByRole('tab', { name: 'Tokens' })
  expect(off.ui.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs'])
}, 15_000)
