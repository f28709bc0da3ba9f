import {
  connect,
  createAppKit,
  createMemoryStorage,
  defaultSiwx,
  getSiwxState,
  mock,
  UserRejectedRequestError,
} from '@openappkit/core'
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { AppKitProvider } from '../src/AppKitProvider.tsx'
import { useSiwx } from '../src/exports/index.ts'
import { AppKitModal } from '../src/modal/AppKitModal.tsx'
import { modalTagName } from '../src/modal/host/modalHost.ts'

// The sign-in views through the public hooks, on the mock adapter and the default (storage) config:
// what a user sees after connecting, signing, declining, cancelling and closing.
afterEach(cleanup)

function Probe() {
  return <output data-testid="probe">{useSiwx().status}</output>
}

function setup(required = false) {
  const adapter = mock()
  const storage = createMemoryStorage()
  const appKit = createAppKit({
    projectId: 'siwx-modal',
    adapters: [adapter],
    storage,
    services: {
      blockchainApi: false,
      walletDirectory: false,
      analytics: false,
      rpc: false,
      authFrame: false,
    },
    siwx: defaultSiwx({ domain: 'app.example', uri: 'https://app.example', required }),
  })
  const page = render(
    <AppKitProvider appKit={appKit}>
      <Probe />
      <AppKitModal />
    </AppKitProvider>,
  )
  const dialog = () =>
    document.querySelector(modalTagName)?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]') ?? null
  const ui = async () =>
    waitFor(() => {
      const found = dialog()
      if (!found) throw new Error('no dialog')
      return within(found)
    })
  return { appKit, adapter, storage, page, dialog, ui }
}

/** The wallet's next signature waits for the test. */
function holdSignature(adapter: ReturnType<typeof mock>) {
  const original = adapter.signMessage.bind(adapter)
  let settle: (error?: Error) => void = () => {}
  const gate = new Promise<Error | undefined>((resolve) => {
    settle = resolve
  })
  adapter.signMessage = async (parameters) => {
    adapter.signMessage = original
    const error = await gate
    if (error) throw error
    return original(parameters)
  }
  return { release: () => settle(), fail: (error: Error) => settle(error) }
}

test('after a connect: the sign view; Sign shows the wallet wait, then the session closes the modal', async () => {
  const { appKit, adapter, page, dialog, ui } = setup()
  await act(() => connect(appKit, { connectorId: 'mock' }))
  const view = await ui()
  await view.findByText('Sign in with your wallet')
  expect(view.getByTestId('siwx-account').textContent).toBe('0xf3...b92266')
  const held = holdSignature(adapter)
  fireEvent.click(view.getByRole('button', { name: 'Sign' }))
  await view.findByText('Sign the message in your wallet')
  expect(page.getByTestId('probe').textContent).toBe('signingIn')
  await act(async () => held.release())
  await waitFor(() => expect(dialog()).toBeNull())
  expect(page.getByTestId('probe').textContent).toBe('signedIn')
})

test('decline: the sign view again, saying so; a retry signs in', async () => {
  const { appKit, adapter, page, ui } = setup()
  await act(() => connect(appKit, { connectorId: 'mock' }))
  const view = await ui()
  const held = holdSignature(adapter)
  fireEvent.click(await view.findByRole('button', { name: 'Sign' }))
  await view.findByText('Sign the message in your wallet')
  await act(async () => held.fail(new UserRejectedRequestError()))
  // The view's own alert, beside SPEC §8's toast of the same words.
  await waitFor(() =>
    expect(view.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'Signature declinedThe wallet declined to sign. You can try again.',
    ),
  )
  fireEvent.click(view.getByRole('button', { name: 'Sign' }))
  await waitFor(() => expect(page.getByTestId('probe').textContent).toBe('signedIn'))
})

test('required: Close and Escape do not leave the sign view; Cancel disconnects', async () => {
  const { appKit, adapter, dialog, ui } = setup(true)
  await act(() => connect(appKit, { connectorId: 'mock' }))
  const view = await ui()
  await view.findByText('Sign in with your wallet')
  fireEvent.click(view.getByRole('button', { name: 'Close' }))
  fireEvent.keyDown(dialog() as HTMLElement, { key: 'Escape' })
  expect(dialog()).not.toBeNull()
  expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Sign in')
  fireEvent.click(view.getByRole('button', { name: 'Cancel and disconnect' }))
  await waitFor(() => expect(dialog()).toBeNull())
  expect(adapter.isConnected()).toBe(false)
  expect(getSiwxState(appKit).status).toBe('disconnected')
})

test('not required: Cancel closes and the wallet stays connected', async () => {
  const { appKit, adapter, dialog, ui } = setup()
  await act(() => connect(appKit, { connectorId: 'mock' }))
  const view = await ui()
  fireEvent.click(await view.findByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(dialog()).toBeNull())
  expect(adapter.isConnected()).toBe(true)
  expect(getSiwxState(appKit).status).toBe('signedOut')
})
