import type { AppKitOptions } from '@openappkit/core'
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { AppKitProvider } from '../AppKitProvider.tsx'
import { useAppKit } from '../hooks/useAppKit.ts'
import { AppKitModal } from './AppKitModal.tsx'
import { modalTagName } from './host/modalHost.ts'
import { en } from './messages/en.ts'

// The Account view's smart-account switch over an embedded-wallet-like adapter written here (the
// modal's tests may not import core): shown on a network with smart accounts, it switches the
// address; a refusal keeps the EOA with the toast; a failure says so; elsewhere it is not shown.
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
const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x5555555555555555555555555555555555555555'

function embeddedAdapter() {
  const state = {
    type: 'smartAccount' as 'eoa' | 'smartAccount',
    refuse: false,
    fail: false,
    asked: [] as string[],
  }
  const result = () => ({
    connectorId: 'auth',
    accounts: [
      { namespace: 'eip155', address: state.type === 'eoa' ? EOA : SMART, type: state.type },
      {
        namespace: 'eip155',
        address: state.type === 'eoa' ? SMART : EOA,
        type: state.type === 'eoa' ? 'smartAccount' : 'eoa',
      },
    ],
    chainId: 1,
    user: { email: 'ada@example.com', preferredAccountType: state.type, smartAccountEnabledNetworks: [1] },
  })
  const adapter = {
    namespace: 'eip155',
    networks: [home, other],
    // Listed as a wallet button so the test can connect it from the Connect view.
    getConnectors: () => [{ id: 'auth', type: 'ANNOUNCED', name: 'Embedded Wallet', chain: 'eip155' }],
    watchConnectors: () => () => {},
    connect: async () => result(),
    disconnect: async () => {},
    syncConnection: async () => null,
    switchNetwork: async () => {},
    setAccountType: async ({ type }: { type: 'eoa' | 'smartAccount' }) => {
      state.asked.push(type)
      if (state.fail) throw new Error('A request to the embedded wallet is still pending')
      state.type = state.refuse ? 'eoa' : type
      return result()
    },
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
    getTokenBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
    signMessage: async () => '0x',
    sendTransfer: async () => '0x',
    estimateGas: async () => 0n,
    parseUnits: () => 0n,
    formatUnits: () => '0',
    subscribe: () => () => {},
  } as unknown as Adapter
  return { adapter, state }
}

let open: ReturnType<typeof useAppKit>['open'] | undefined
function Opener() {
  open = useAppKit().open
  return null
}

afterEach(cleanup)

async function openConnected() {
  const { adapter, state } = embeddedAdapter()
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
  const root = await waitFor(() => {
    const root = document.querySelector(modalTagName)?.shadowRoot?.querySelector<HTMLElement>('.oak-root')
    if (!root?.querySelector('[role="dialog"]')) throw new Error('no dialog yet')
    return root
  })
  const ui = within(root)
  fireEvent.click(await ui.findByRole('button', { name: /Embedded Wallet/ }))
  await ui.findByTestId('account-address')
  return { ui, state }
}

test('the switch shows the account in use and switches the address both ways', async () => {
  const { ui, state } = await openConnected()
  const toggle = await ui.findByRole('switch', { name: en.accountType.label })
  expect(toggle.getAttribute('aria-checked')).toBe('true')
  expect(ui.getByTestId('account-type-state').textContent).toBe(en.accountType.smartInUse)
  expect(ui.getByTestId('account-address').textContent).toBe('0x55...555555')

  fireEvent.click(toggle)
  await waitFor(() => expect(ui.getByTestId('account-address').textContent).toBe('0x11...111111'))
  expect(toggle.getAttribute('aria-checked')).toBe('false')
  expect(ui.getByTestId('account-type-state').textContent).toBe(en.accountType.eoaInUse)

  fireEvent.click(toggle)
  await waitFor(() => expect(ui.getByTestId('account-address').textContent).toBe('0x55...555555'))
  expect(state.asked).toEqual(['eoa', 'smartAccount'])
})

test('a wallet that refuses the smart account keeps the EOA and shows the toast', async () => {
  const { ui, state } = await openConnected()
  const toggle = await ui.findByRole('switch', { name: en.accountType.label })
  fireEvent.click(toggle)
  await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'))
  state.refuse = true
  fireEvent.click(toggle)
  // The toast has a host of its own.
  await waitFor(() =>
    expect(
      [...document.querySelectorAll('*')].some((el) =>
        el.shadowRoot?.textContent?.includes('This application might not support Smart Accounts'),
      ),
    ).toBe(true),
  )
  expect(toggle.getAttribute('aria-checked')).toBe('false')
  expect(ui.getByTestId('account-address').textContent).toBe('0x11...111111')
})

test('a switch that fails says so and keeps the account', async () => {
  const { ui, state } = await openConnected()
  state.fail = true
  fireEvent.click(await ui.findByRole('switch', { name: en.accountType.label }))
  expect((await ui.findByRole('alert')).textContent).toBe(en.accountType.failed)
  expect(ui.getByTestId('account-address').textContent).toBe('0x55...555555')
})

test('not offered on a network without smart accounts', async () => {
  const { ui } = await openConnected()
  await ui.findByRole('switch', { name: en.accountType.label })
  fireEvent.click(ui.getByRole('button', { name: 'Network: Home Chain. Switch network' }))
  fireEvent.click(await ui.findByRole('button', { name: /Other Chain/ }))
  await waitFor(() => expect(ui.getByTestId('account-network').textContent).toContain('Other Chain'))
  expect(ui.queryByRole('switch')).toBeNull()
})
