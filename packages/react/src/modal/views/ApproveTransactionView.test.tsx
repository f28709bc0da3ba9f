import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import {
  type AppKit,
  type AppKitOptions,
  AppKitProvider,
  createEmbeddedApproval,
  useAppKitInstance,
} from '../../exports/index'
import { AppKitModal } from '../AppKitModal'
import { modalTagName } from '../host/modalHost'

// ApproveTransaction for the embedded wallet: what is asked, approve and reject, and the view
// closing once the frame answered. The adapter is a stub: the approval does not touch it.
type Adapter = NonNullable<AppKitOptions['adapters']>[number]
const network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
} as const

const adapter = {
  namespace: 'eip155',
  networks: [network],
  getConnectors: () => [],
  watchConnectors: () => () => {},
  connect: async () => {
    throw new Error('not used')
  },
  disconnect: async () => {},
  syncConnection: async () => null,
  switchNetwork: async () => {},
  getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
  getTokenBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
  signMessage: async () => '0x',
  sendTransfer: async () => '0x',
  estimateGas: async () => 0n,
  parseUnits: () => 0n,
  formatUnits: () => '0',
  subscribe: () => () => {},
} as unknown as Adapter

let instance: AppKit | undefined
function Grab() {
  instance = useAppKitInstance()
  return null
}

async function setup() {
  render(
    <AppKitProvider
      options={{
        projectId: 'approve-tests',
        storage: null,
        adapters: [adapter],
        networks: [network],
        services: {
          blockchainApi: false,
          walletDirectory: false,
          analytics: false,
          rpc: false,
          authFrame: false,
        },
      }}
    >
      <Grab />
      <AppKitModal />
    </AppKitProvider>,
  )
  await waitFor(() => expect(instance).toBeDefined())
  const approval = createEmbeddedApproval()
  const frame = { rejectRpcRequests: vi.fn() }
  approval.attach(instance as AppKit, frame)
  const dialog = async () =>
    within(
      await waitFor(() => {
        const found = document
          .querySelector(modalTagName)
          ?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')
        if (!found) throw new Error('no dialog yet')
        return found
      }),
    )
  return { approval, frame, dialog }
}

test('a transaction shows recipient, amount and network; Approve sends it, the view closes when it settles', async () => {
  const { approval, dialog } = await setup()
  const request = {
    method: 'eth_sendTransaction',
    params: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x14d1120d7b160000' }],
    chainId: 31337,
  }
  let answer: Promise<boolean> | undefined
  act(() => {
    answer = approval.hooks.approve(request)
  })
  const ui = await dialog()
  expect((await ui.findByTestId('approve-to')).textContent).toBe('0x70...dc79C8')
  expect(ui.getByTestId('approve-value').textContent).toBe('1.5 ETH')
  expect(ui.getByTestId('approve-network').textContent).toBe('Local Chain')
  expect(ui.getByText('Send a transaction')).toBeDefined()
  fireEvent.click(ui.getByRole('button', { name: 'Approve' }))
  expect(await answer).toBe(true)
  await waitFor(() => expect(ui.getByText('The wallet is working on it…')).toBeDefined())
  act(() => approval.hooks.settled(request, { result: `0x${'1'.repeat(64)}` }))
  await waitFor(() =>
    expect(document.querySelector(modalTagName)?.shadowRoot?.querySelector('[role="dialog"]')).toBeNull(),
  )
})

test('a message to sign is shown as text; Reject refuses it', async () => {
  const { approval, dialog } = await setup()
  let answer: Promise<boolean> | undefined
  act(() => {
    answer = approval.hooks.approve({
      method: 'personal_sign',
      params: ['0x4869207468657265', '0xabc'],
      chainId: 31337,
    })
  })
  const ui = await dialog()
  expect((await ui.findByTestId('approve-message')).textContent).toBe('Hi there')
  expect(ui.getByText('Sign this message')).toBeDefined()
  fireEvent.click(ui.getByRole('button', { name: 'Reject' }))
  expect(await answer).toBe(false)
})

test('a request arriving while one is shown waits behind it: Approve answers the one on screen', async () => {
  const { approval, dialog } = await setup()
  const answers: string[] = []
  act(() => {
    void approval.hooks
      .approve({ method: 'personal_sign', params: ['0x4869207468657265', '0xabc'], chainId: 31337 })
      .then((ok) => answers.push(`message:${ok}`))
  })
  const ui = await dialog()
  expect((await ui.findByTestId('approve-message')).textContent).toBe('Hi there')
  const transfer = {
    method: 'eth_sendTransaction',
    params: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x14d1120d7b160000' }],
    chainId: 31337,
  }
  act(() => {
    void approval.hooks.approve(transfer).then((ok) => answers.push(`transfer:${ok}`))
  })
  // The screen still shows the message, and the click answers the message only.
  expect(ui.getByTestId('approve-message').textContent).toBe('Hi there')
  fireEvent.click(ui.getByRole('button', { name: 'Approve' }))
  await waitFor(() => expect(answers).toEqual(['message:true']))
  // The transfer is shown next, on its own, and needs its own answer.
  expect((await ui.findByTestId('approve-to')).textContent).toBe('0x70...dc79C8')
  expect(answers).toEqual(['message:true'])
  fireEvent.click(ui.getByRole('button', { name: 'Reject' }))
  await waitFor(() => expect(answers).toEqual(['message:true', 'transfer:false']))
})
