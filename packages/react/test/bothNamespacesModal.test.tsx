import { type AppKit, createAppKit, mainnet, mock, openModal, solana, solanaDevnet } from '@openappkit/core'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { AppKitProvider } from '../src/AppKitProvider.tsx'
import { AppKitModal } from '../src/modal/AppKitModal.tsx'
import { findModalDialog } from './modalDialog.ts'

// The modal in an app with both adapters: one row for a wallet on both namespaces, the Networks
// view grouped by namespace, moving to a namespace with no account asks to connect it, and
// Account's switcher moves between connected namespaces.
function setUp() {
  const evm = mock({
    connectors: [
      // The same icon bytes on both sides: Wallet Standard has no rdns, a name alone does not merge.
      {
        id: 'io.duo',
        type: 'ANNOUNCED',
        name: 'Duo Wallet',
        chain: 'eip155',
        info: { rdns: 'io.duo' },
        imageUrl: 'data:,duo',
      },
      {
        id: 'io.evmonly',
        type: 'ANNOUNCED',
        name: 'Evm Only',
        chain: 'eip155',
        info: { rdns: 'io.evmonly' },
      },
    ],
  })
  const sol = mock({
    namespace: 'solana',
    connectors: [
      { id: 'Duo Wallet', type: 'ANNOUNCED', name: 'Duo Wallet', chain: 'solana', imageUrl: 'data:,duo' },
      { id: 'Sol Only', type: 'ANNOUNCED', name: 'Sol Only', chain: 'solana' },
    ],
  })
  const appKit: AppKit = createAppKit({
    projectId: 'modal-tests',
    storage: null,
    adapters: [evm, sol],
    networks: [mainnet, solana, solanaDevnet],
    services: {
      blockchainApi: false,
      walletDirectory: false,
      analytics: false,
      rpc: false,
      authFrame: false,
    },
  })
  render(
    <AppKitProvider appKit={appKit}>
      <AppKitModal />
    </AppKitProvider>,
  )
  return { appKit, evm, sol }
}

async function dialog(appKit: AppKit) {
  act(() => openModal(appKit))
  const ui = await findModalDialog()
  const title = () => ui.getByRole('heading', { level: 2 }).textContent
  return { ui, title }
}

test('a wallet on both namespaces is one row; choosing it connects both; Account moves between them', async () => {
  const { appKit, evm, sol } = setUp()
  const { ui, title } = await dialog(appKit)
  const rows = await ui.findAllByRole('button', { name: /Duo Wallet|Evm Only|Sol Only/ })
  expect(rows.map((row) => row.textContent?.match(/Duo Wallet|Evm Only|Sol Only/)?.[0])).toEqual([
    'Duo Wallet',
    'Evm Only',
    'Sol Only',
  ])
  fireEvent.click(rows[0] as HTMLElement)
  await waitFor(() => expect(title()).toBe('Account'))
  await waitFor(() => expect(sol.isConnected('Duo Wallet')).toBe(true))
  expect(evm.isConnected('io.duo')).toBe(true)

  const switcher = await ui.findByRole('group', { name: 'Connected chains' })
  const evmButton = within(switcher).getByRole('button', { name: 'Use EVM (Ethereum)' })
  expect(evmButton.getAttribute('aria-pressed')).toBe('true')
  fireEvent.click(within(switcher).getByRole('button', { name: /Use Solana/ }))
  await waitFor(() => expect(ui.getByTestId('account-network').textContent).toContain(solana.name))
  expect(
    within(switcher)
      .getByRole('button', { name: /Use Solana/ })
      .getAttribute('aria-pressed'),
  ).toBe('true')
  expect(ui.getByTestId('account-address').textContent).toBe('7xKX...osgAsU')
})

test('Networks lists both namespaces; moving to one with no account opens Connect for it, and back to EVM', async () => {
  const { appKit } = setUp()
  const { ui, title } = await dialog(appKit)
  fireEvent.click(await ui.findByRole('button', { name: /Evm Only/ }))
  await waitFor(() => expect(title()).toBe('Account'))
  // One namespace connected and active: no one-option switcher.
  expect(ui.queryByRole('group', { name: 'Connected chains' })).toBeNull()

  fireEvent.click(ui.getByTestId('account-network'))
  const evmList = await ui.findByRole('list', { name: 'Networks: EVM' })
  const solanaList = ui.getByRole('list', { name: 'Networks: Solana' })
  expect(
    within(evmList)
      .getAllByRole('button')
      .map((b) => b.dataset.networkId),
  ).toEqual([mainnet.caipNetworkId])
  expect(
    within(solanaList)
      .getAllByRole('button')
      .map((b) => b.dataset.networkId),
  ).toEqual([solana.caipNetworkId, solanaDevnet.caipNetworkId])
  fireEvent.click(within(solanaList).getByRole('button', { name: new RegExp(solanaDevnet.name) }))
  // No Solana account yet: Connect, with Solana's wallets only (the row of a wallet on both too).
  await waitFor(() => expect(title()).not.toBe('Choose network'))
  const names = (await ui.findAllByRole('button', { name: /Duo Wallet|Evm Only|Sol Only/ })).map(
    (b) => b.textContent?.match(/Duo Wallet|Evm Only|Sol Only/)?.[0],
  )
  expect(names).toEqual(['Duo Wallet', 'Sol Only'])
  expect(appKit.store.get(appKit.atoms.activeCaipNetwork)).toBe(solanaDevnet)
  // The EVM account is still there: Back, then Account's switcher takes it up again.
  fireEvent.click(ui.getByRole('button', { name: 'Back' }))
  await waitFor(() => expect(title()).toBe('Account'))
  expect(ui.getByText('No wallet is connected')).toBeTruthy()
  fireEvent.click(ui.getByRole('button', { name: 'Use EVM (Ethereum)' }))
  await waitFor(() => expect(ui.getByTestId('account-address').textContent).toBe('0xf3...b92266'))
  expect(appKit.store.get(appKit.atoms.activeCaipNetwork)).toBe(mainnet)
})
