import {
  ChainNotSupportedError,
  connect,
  createAppKit,
  mainnet,
  mock,
  sepolia,
  switchNetwork,
} from '@openappkit/core'
import { act, render, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { AppKitProvider } from '../src/AppKitProvider.tsx'
import { AppKitModal } from '../src/modal/AppKitModal.tsx'
import { modalTagName } from '../src/modal/host/modalHost.ts'
import { toastTagName } from '../src/modal/toast/ToastHost.tsx'
import { findModalDialog } from './modalDialog.ts'
import { ModalOpener, openModal } from './modalOpener.tsx'

// Alerts and toasts reach the user while the modal is closed: a host of their own, drawn without
// the dialog (SPEC §8: "Project ID Not Configured" at load, "Chain is not supported" on a failed
// add-chain from the app's own switch).
const services = {
  blockchainApi: false,
  walletDirectory: false,
  analytics: false,
  rpc: false,
  authFrame: false,
} as const

function outsideToast() {
  return waitFor(() => {
    const root = document.querySelector(toastTagName)?.shadowRoot
    const toast = root?.querySelector<HTMLElement>('[data-testid="openappkit-toast"]')
    if (!toast) throw new Error('no toast outside the modal')
    return toast
  })
}

test('"Project ID Not Configured" at load is on screen with the modal closed, as an alert', async () => {
  const appKit = createAppKit({ adapters: [mock()], storage: null, services })
  render(
    <AppKitProvider appKit={appKit}>
      <AppKitModal />
    </AppKitProvider>,
  )
  const toast = await outsideToast()
  expect(toast.textContent).toContain('Project ID Not Configured')
  expect(toast.closest('[role="alert"]')).toBeTruthy()
  expect(
    document.querySelector(modalTagName)?.shadowRoot?.querySelector('[role="dialog"]') ?? null,
  ).toBeNull()
  // Dismissed: the host goes.
  act(() => within(toast).getByRole('button', { name: 'Dismiss notification' }).click())
  await waitFor(() => expect(document.querySelector(toastTagName)).toBeNull())
})

test('a failed add-chain from the app’s own switch: "Chain is not supported" outside; opening the modal moves it into the dialog', async () => {
  const adapter = mock({ features: { switchNetworkError: new ChainNotSupportedError() } })
  const appKit = createAppKit({
    projectId: 'p',
    adapters: [adapter],
    storage: null,
    services,
    networks: [mainnet, sepolia],
  })
  render(
    <AppKitProvider appKit={appKit}>
      <ModalOpener />
      <AppKitModal />
    </AppKitProvider>,
  )
  await act(() => connect(appKit, { connectorId: 'mock' }))
  await act(() => switchNetwork(appKit, sepolia).catch(() => {}))
  expect((await outsideToast()).textContent).toContain('Chain is not supported')

  act(() => openModal())
  const dialog = await findModalDialog()
  expect((await dialog.findByTestId('openappkit-toast')).textContent).toContain('Chain is not supported')
  await waitFor(() => expect(document.querySelector(toastTagName)).toBeNull())
})

test('no toast, no host: nothing added to the page', async () => {
  const appKit = createAppKit({ projectId: 'p', adapters: [mock()], storage: null, services })
  render(
    <AppKitProvider appKit={appKit}>
      <AppKitModal />
    </AppKitProvider>,
  )
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(document.querySelector(toastTagName)).toBeNull()
})
