import { type AppKit, type AppKitOptions, createEmbeddedApproval } from '@openappkit/core'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { AppKitProvider } from '../../AppKitProvider.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { AppKitModal } from '../AppKitModal.tsx'
import { modalTagName } from '../host/modalHost.ts'

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

const solana = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
} as const

async function setup(networks: readonly [typeof network] | readonly [typeof solana] = [network]) {
  render(
    <AppKitProvider
      options={{
        projectId: 'approve-tests',
        storage: null,
        adapters: [{ ...adapter, namespace: networks[0].chainNamespace, networks } as unknown as Adapter],
        networks,
        services: {
          blockchainApi: false,
          walletDirectory: false,
          analytics: false,
          rpc: false,
          authFrame: 'http://127.0.0.1:9/frame',
        },
      }}
    >
      <Grab />
      <AppKitModal />
    </AppKitProvider>,
  )
  await waitFor(() => expect(instance).toBeDefined())
  const approval = createEmbeddedApproval()
  const frame = { frameUrl: 'http://127.0.0.1:9/frame', rejectRpcRequests: vi.fn() }
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

test('a Solana transfer shows recipient, amount in SOL, fee payer, programs and network before Approve', async () => {
  const { approval, dialog } = await setup([solana])
  // A legacy transfer of 1.5 SOL to 9hSR…GWBu plus a memo, serialized by @solana/web3.js.
  const transaction =
    'Qm7gAYATD4KiEBYbptsAPoGNcAzRgX38bCBeGP2EgJwAJ8kJJhBtC86LyJCqc8vKRVQJJeSffPcKfJib9nv4jAm9negx4Mg3d1NhEqnZ9wx57L9DTy2Yg7eDiv1EQkjghomhyawXHHNueFqXijwVLKFCdbgmJ9K8C8ChGvbu4kknUnbix9nzcHFLSghv1T5grGwc4vfbW44MWUhGL3fFj41SwgoNfLzDixwvnXLiNjkwSW1VuZqPWURcK2mFvQBQsKVZBBRTwaiAvGzgcLuNY7v7rJKY4Uu4bmQ18oNh9FyTpZcKafMZe9zMuwJkP9ofq8BuV4M4iJKGmXCw576RAwS'
  let answer: Promise<boolean> | undefined
  act(() => {
    answer = approval.hooks.approve({
      method: 'solana_signAndSendTransaction',
      params: { transaction },
      chainId: solana.caipNetworkId,
    })
  })
  const ui = await dialog()
  const transfer = await ui.findByTestId('approve-transfer')
  expect(transfer.textContent).toBe('To9hSR...sUGWBuAmount1.5 SOL')
  expect(ui.getByTestId('approve-fee-payer').textContent).toBe('AKnL...HaRSZ9')
  expect(ui.getByTestId('approve-programs').textContent?.trim()).toBe('1111...111111 Memo...GmfcHr')
  expect(ui.getByTestId('approve-network').textContent).toBe('Solana Devnet')
  expect(ui.getByText('Send a transaction')).toBeDefined()
  fireEvent.click(ui.getByRole('button', { name: 'Approve' }))
  expect(await answer).toBe(true)
})

test('a Solana message shows its text; an unreadable transaction says so', async () => {
  const { approval, dialog } = await setup([solana])
  act(() => {
    void approval.hooks.approve({
      method: 'solana_signMessage',
      params: { message: 'Cn8eVZg', pubkey: 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9' },
      chainId: solana.caipNetworkId,
    })
    void approval.hooks.approve({
      method: 'solana_signTransaction',
      params: { transaction: 'garbage' },
      chainId: solana.caipNetworkId,
    })
  })
  const ui = await dialog()
  expect((await ui.findByTestId('approve-message')).textContent).toBe('hello')
  fireEvent.click(ui.getByRole('button', { name: 'Approve' }))
  expect((await ui.findByTestId('approve-unreadable')).textContent).toBe(
    'This transaction could not be read: approve it only if you trust this app',
  )
  expect(ui.getByText('Sign a transaction')).toBeDefined()
})
