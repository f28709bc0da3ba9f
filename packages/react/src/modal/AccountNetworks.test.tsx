import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { type AppKitOptions, AppKitProvider, useAppKit } from '../exports/index'
import { AppKitModal } from './AppKitModal'
import { modalTagName } from './host/modalHost'

// Account and its Networks view, against an extension-like adapter written here (the modal's
// tests may not import core): connect, see the account, choose another network and come back.
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
function Opener() {
  open = useAppKit().open
  return null
}

test('from Account to Networks and back; choosing a network switches the wallet and returns to Account', async () => {
  const { adapter, switched } = extensionAdapter()
  render(
    <AppKitProvider
      options={{
        projectId: 'modal-tests',
        storage: null,
        adapters: [adapter],
        networks: [home, other],
        services: {
          blockchainApi: false,
          walletDirectory: false,
          analytics: false,
          rpc: false,
          authFrame: false,
        },
      }}
    >
      <Opener />
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
