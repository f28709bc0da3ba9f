import { connect, createAppKit, mock, type PaymentAsset, pay } from '@openappkit/core'
import { act, fireEvent, render, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { AppKitProvider } from '../src/AppKitProvider.tsx'
import { AppKitModal } from '../src/modal/AppKitModal.tsx'
import { findModalDialog } from './modalDialog.ts'

// Where the modal's Pay flow leads on the mock adapter: a person who goes to connect a wallet
// comes back to the payment, and a payment once spent cannot be reached again with Back.

const merchant = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ether: PaymentAsset = {
  network: 'eip155:1',
  asset: 'native',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

function setup() {
  const adapter = mock()
  const appKit = createAppKit({
    projectId: 'pay-modal',
    adapters: [adapter],
    storage: null,
    features: { pay: true },
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
  const modal = () => appKit.store.get(appKit.atoms.modal)
  const open = () => appKit.store.get(appKit.atoms.modalOpen)
  return { appKit, adapter, modal, open }
}

test('“Connect a wallet to pay” comes back to Pay once connected (not Account), ready to pay', async () => {
  const { appKit, modal } = setup()
  let result: ReturnType<typeof pay> | undefined
  act(() => {
    result = pay(appKit, { recipient: merchant, amount: '1', asset: ether })
  })
  const view = await findModalDialog()
  fireEvent.click(await view.findByRole('button', { name: 'Connect a wallet to pay' }))
  fireEvent.click(await view.findByRole('button', { name: /Mock Wallet/ }))
  await waitFor(() => expect(modal().view).toBe('Pay'))
  expect(modal().history).toEqual(['Pay'])
  expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Pay')
  fireEvent.click(await view.findByTestId('pay-with-wallet'))
  await view.findByTestId('pay-success')
  await expect(result).resolves.toMatchObject({ status: 'success' })
})

test('a finished payment has no Back to its spent Pay view: the only way on is Close; the next pay opens fresh', async () => {
  const { appKit, adapter, modal, open } = setup()
  await act(() => connect(appKit, { connectorId: 'mock' }))
  act(() => void pay(appKit, { recipient: merchant, amount: '1', asset: ether }))
  const view = await findModalDialog()
  fireEvent.click(await view.findByTestId('pay-with-wallet'))
  await view.findByTestId('pay-success')
  expect(modal().history).toEqual(['PayInProgress'])
  expect(view.queryByRole('button', { name: 'Back' })).toBeNull()
  fireEvent.click(view.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement)
  await waitFor(() => expect(open()).toBe(false))

  // The next payment opens on a fresh Pay view, not on the last one's result.
  act(() => void pay(appKit, { recipient: merchant, amount: '2', asset: ether }))
  const again = await findModalDialog()
  await waitFor(() => expect(again.getByTestId('pay-summary').textContent).toBe('Pay 2 ETH'))
  expect(again.queryByTestId('pay-success')).toBeNull()
  expect(adapter.calls.filter((c) => c.method === 'sendTransfer')).toHaveLength(1)
})
