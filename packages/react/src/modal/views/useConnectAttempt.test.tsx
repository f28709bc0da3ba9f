import { type AppKitOptions, type CaipNetwork, type Connector, mainnet, mock, solana } from '@openappkit/core'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { AppKitProvider } from '../../AppKitProvider.tsx'
import { useAccount } from '../../hooks/useAccount.ts'
import { useAppKit } from '../../hooks/useAppKit.ts'
import { AppKitModal } from '../AppKitModal.tsx'
import { modalTagName } from '../host/modalHost.ts'

// A wallet on EVM and Solana clicked while only the Solana adapter had found it (the EVM
// adapter's code comes later): core waits for the EVM adapter's discovery, then asks the wallet on
// both namespaces. The connecting view must name the second request as it does for a row that
// showed both namespaces from the start.
const image = 'data:image/png;base64,AA=='
const metaMaskEvm: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
  imageUrl: image,
}
const metaMaskSolana: Connector = {
  id: 'MetaMask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'solana',
  imageUrl: image,
}

let open: (() => void) | undefined
const accounts: Partial<Record<'eip155' | 'solana', ReturnType<typeof useAccount>>> = {}
function Opener() {
  const appKit = useAppKit()
  open = () => appKit.open({ view: 'Connect' })
  accounts.eip155 = useAccount({ namespace: 'eip155' })
  accounts.solana = useAccount({ namespace: 'solana' })
  return null
}
afterEach(() => {
  open = undefined
  delete accounts.eip155
  delete accounts.solana
})

/** The modal with the EVM adapter still discovering; `discover` lists MetaMask there and ends it. */
async function renderLate(defaultNetwork: CaipNetwork) {
  let endDiscovery: () => void = () => {}
  const evm = mock({ connectors: [], discovered: new Promise<void>((resolve) => (endDiscovery = resolve)) })
  const sol = mock({ namespace: 'solana', connectors: [metaMaskSolana] })
  const evmConnect = evm.hold('connect')
  const solConnect = sol.hold('connect')
  const options: AppKitOptions = {
    projectId: 'modal-tests',
    storage: null,
    adapters: [evm, sol],
    networks: [mainnet, solana],
    defaultNetwork,
    services: {
      blockchainApi: false,
      walletDirectory: false,
      analytics: false,
      rpc: false,
      authFrame: false,
    },
  }
  render(
    <AppKitProvider options={options}>
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
  const discover = () =>
    act(() => {
      evm.setConnectors([metaMaskEvm])
      endDiscovery()
    })
  const connects = () => [...evm.calls, ...sol.calls].filter((c) => c.method === 'connect')
  return { ui, evm, sol, evmConnect, solConnect, discover, connects }
}

const title = (ui: Awaited<ReturnType<typeof renderLate>>['ui']) =>
  ui.getByRole('heading', { level: 2 }).textContent

test('clicked as a Solana-only row, the wallet waits for discovery as "connecting", then EVM approved, the view asks for Solana by name', async () => {
  const { ui, sol, evmConnect, solConnect, discover, connects } = await renderLate(mainnet)
  fireEvent.click(await ui.findByRole('button', { name: /MetaMask/ }))
  // While core waits for the EVM adapter: the usual connecting screen, nothing asked yet.
  await ui.findByText('Accept the connection request in the wallet')
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(ui.queryByRole('alert')).toBeNull()
  expect(connects()).toEqual([])

  discover()
  await waitFor(() => expect(evmConnect.reached).toBe(true))
  expect(ui.queryByText(/next/)).toBeNull()
  act(() => evmConnect.release())
  await ui.findByText('Approve Solana next')
  ui.getByText('Connected on EVM. MetaMask now asks to connect on Solana.')
  expect(ui.getByRole('button', { name: 'Continue with EVM only' })).toBeTruthy()
  await waitFor(() => expect(solConnect.reached).toBe(true))

  act(() => solConnect.release())
  await waitFor(() => expect(title(ui)).toBe('Account'))
  expect(accounts.eip155?.isConnected).toBe(true)
  expect(accounts.solana?.isConnected).toBe(true)
  expect(sol.isConnected('MetaMask')).toBe(true)
})

test('Solana approved first, the view asks for EVM (which the clicked row did not show), and going on with Solana only ends that request', async () => {
  const { ui, evm, evmConnect, solConnect, discover } = await renderLate(solana)
  fireEvent.click(await ui.findByRole('button', { name: /MetaMask/ }))
  await ui.findByText('Accept the connection request in the wallet')
  discover()
  await waitFor(() => expect(solConnect.reached).toBe(true))
  act(() => solConnect.release())
  await ui.findByText('Approve EVM next')
  ui.getByText('Connected on Solana. MetaMask now asks to connect on EVM.')
  await waitFor(() => expect(evmConnect.reached).toBe(true))

  fireEvent.click(ui.getByRole('button', { name: 'Continue with Solana only' }))
  await waitFor(() => expect(title(ui)).toBe('Account'))
  expect(accounts.eip155?.status).toBe('disconnected')
  // The wallet's late approval on EVM is not taken up: its session there is ended.
  act(() => evmConnect.release())
  await waitFor(() => expect(evm.calls.some((c) => c.method === 'disconnect')).toBe(true))
  expect(evm.isConnected()).toBe(false)
  expect(accounts.eip155?.isConnected).toBe(false)
  expect(accounts.solana?.isConnected).toBe(true)
})
