import { act, fireEvent, render, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { modalTagName } from '../src/modal/host/modalHost.ts'

// How the modal's code arrives, as a user would notice it: the dialog never appears before its
// view (no spinner, no empty card in between), and once the code was fetched ahead of the click
// (page idle, hover, focus, press) opening draws everything at once. Each test starts from a
// fresh module graph, so no earlier test has loaded the modal's chunks.

async function fresh(before?: () => void) {
  vi.resetModules()
  before?.()
  const react = await import('../src/exports/index.ts')
  const modal = await import('../src/exports/modal.ts')
  const core = await import('@openappkit/core')
  const loading = await import('../src/modal/loading/preloadModal.ts')
  return { ...react, ...modal, core, isModalLoaded: loading.isModalLoaded }
}
type Fresh = Awaited<ReturnType<typeof fresh>>

const services = {
  blockchainApi: false,
  walletDirectory: false,
  analytics: false,
  rpc: false,
  authFrame: false,
} as const

type Snapshot = { dialog: boolean; rows: number; spinner: boolean; address: boolean }

/** Records what the modal shows after each batch of DOM changes, from before it exists. */
function watchModal() {
  const snapshots: Snapshot[] = []
  let shadowObserver: MutationObserver | undefined
  const snap = () => {
    const shadow = document.querySelector(modalTagName)?.shadowRoot
    if (!shadow) return
    if (!shadowObserver) {
      shadowObserver = new MutationObserver(snap)
      shadowObserver.observe(shadow, { childList: true, subtree: true, characterData: true })
    }
    snapshots.push({
      dialog: shadow.querySelector('[role="dialog"]') !== null,
      rows: shadow.querySelectorAll('[data-wallet-id]').length,
      spinner: shadow.querySelector('.oak-spinner, [role="progressbar"]') !== null,
      address: shadow.querySelector('[data-testid="account-address"]') !== null,
    })
  }
  const bodyObserver = new MutationObserver(snap)
  bodyObserver.observe(document.body, { childList: true, subtree: true })
  return {
    snapshots,
    stop() {
      bodyObserver.disconnect()
      shadowObserver?.disconnect()
    },
  }
}

let api: { open(parameters?: { view?: 'Connect' | 'AllWallets' }): void } | undefined
function Opener(props: { kit: Fresh }) {
  api = props.kit.useAppKit()
  return (
    <button type="button" {...props.kit.preloadModalProps} onClick={() => api?.open()}>
      Connect
    </button>
  )
}

let instance: ReturnType<Fresh['useAppKitInstance']> | undefined
function Instance(props: { kit: Fresh }) {
  instance = props.kit.useAppKitInstance()
  return null
}

function renderApp(kit: Fresh, options: Record<string, unknown> = {}, withModal = true) {
  const utils = render(
    <kit.AppKitProvider
      options={{
        projectId: 'modal-loading',
        storage: null,
        services,
        adapters: [kit.core.mock()],
        ...options,
      }}
    >
      <Opener kit={kit} />
      {withModal ? <kit.AppKitModal /> : null}
    </kit.AppKitProvider>,
  )
  return { ...utils, opener: utils.getByRole('button', { name: 'Connect' }) }
}

const shadowRoot = () => document.querySelector(modalTagName)?.shadowRoot ?? undefined

beforeEach(() => {
  api = undefined
  instance = undefined
})

describe('the modal draws its view with the dialog', () => {
  test('the first open, with nothing fetched before: the dialog appears with its wallet rows, nothing before them', async () => {
    const kit = await fresh()
    const watch = watchModal()
    const { opener } = renderApp(kit)
    expect(kit.isModalLoaded('Connect')).toBe(false)
    fireEvent.click(opener)
    await waitFor(() => expect(shadowRoot()?.querySelector('[data-wallet-id="mock"]')).toBeTruthy())
    watch.stop()
    const withDialog = watch.snapshots.filter((s) => s.dialog)
    expect(withDialog.length).toBeGreaterThan(0)
    expect(withDialog.filter((s) => s.rows === 0)).toEqual([])
    expect(watch.snapshots.filter((s) => s.spinner)).toEqual([])
  })

  test('connected, the first open draws Account with the address in the same commit as the dialog', async () => {
    const kit = await fresh()
    const adapter = kit.core.mock()
    render(
      <kit.AppKitProvider
        options={{ projectId: 'modal-loading', storage: null, services, adapters: [adapter] }}
      >
        <Instance kit={kit} />
        <kit.AppKitModal />
      </kit.AppKitProvider>,
    )
    const appKit = instance
    if (!appKit) throw new Error('no instance')
    await act(() => kit.core.connect(appKit, { connectorId: 'mock' }))
    const watch = watchModal()
    act(() => kit.core.openModal(appKit))
    await waitFor(() => expect(shadowRoot()?.querySelector('[data-testid="account-address"]')).toBeTruthy())
    watch.stop()
    const withDialog = watch.snapshots.filter((s) => s.dialog)
    expect(withDialog.length).toBeGreaterThan(0)
    expect(withDialog.filter((s) => !s.address)).toEqual([])
  })
})

describe('the code arrives before the click', () => {
  test('once the page is idle: opening then draws the dialog and its rows at once, with nothing left to fetch', async () => {
    const kit = await fresh()
    renderApp(kit)
    expect(kit.isModalLoaded('Connect')).toBe(false)
    await waitFor(() => expect(kit.isModalLoaded('Connect') && kit.isModalLoaded('Account')).toBe(true))
    // No await: everything is drawn within the click's own update.
    act(() => api?.open())
    expect(shadowRoot()?.querySelector('[role="dialog"] [data-wallet-id="mock"]')).toBeTruthy()
  })

  test.each([
    ['the pointer reaches the button', (el: HTMLElement) => fireEvent.pointerEnter(el)],
    ['the button gets keyboard focus', (el: HTMLElement) => fireEvent.focus(el)],
    ['the button is pressed', (el: HTMLElement) => fireEvent.pointerDown(el)],
  ])('preloadModalProps: when %s', async (_, trigger) => {
    const kit = await fresh()
    // Without <AppKitModal>, nothing is fetched on idle: only the button's handlers fetch.
    const { opener } = renderApp(kit, {}, false)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(kit.isModalLoaded('Connect')).toBe(false)
    trigger(opener)
    await waitFor(() => expect(kit.isModalLoaded('Connect') && kit.isModalLoaded('Account')).toBe(true))
  })

  describe('<ConnectButton>: hover fetches the code of a modal the app renders', () => {
    // On a connection that asked to save data, nothing is fetched on idle: only the hover fetches.
    beforeEach(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })
      return () => Reflect.deleteProperty(navigator, 'connection')
    })

    test.each([
      ['with <AppKitModal>, it fetches the views the modal opens on', true],
      ['without it, there is nothing to fetch', false],
    ])('%s', async (_, withModal) => {
      const kit = await fresh()
      const ui = render(
        <kit.AppKitProvider
          options={{ projectId: 'modal-loading', storage: null, services, adapters: [kit.core.mock()] }}
        >
          <kit.ConnectButton />
          {withModal ? <kit.AppKitModal /> : null}
        </kit.AppKitProvider>,
      )
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(kit.isModalLoaded('Connect')).toBe(false)
      fireEvent.pointerEnter(ui.getByRole('button', { name: 'Connect wallet' }))
      if (withModal)
        await waitFor(() => expect(kit.isModalLoaded('Connect') && kit.isModalLoaded('Account')).toBe(true))
      else {
        await new Promise((resolve) => setTimeout(resolve, 20))
        expect(kit.isModalLoaded('Connect')).toBe(false)
      }
    })
  })

  test('the views after the first are fetched once the open modal is idle: All wallets then draws at once', async () => {
    const kit = await fresh()
    renderApp(kit)
    act(() => api?.open({ view: 'Connect' }))
    await waitFor(() => expect(shadowRoot()?.querySelector('[data-wallet-id="mock"]')).toBeTruthy())
    await waitFor(() => expect(kit.isModalLoaded('AllWallets')).toBe(true))
    act(() => api?.open({ view: 'AllWallets' }))
    expect(shadowRoot()?.querySelector('[data-view="AllWallets"] input[type="search"]')).toBeTruthy()
  })
})

test('when the code cannot be fetched: the console says so, the modal is closed again, and the next open tries again', async () => {
  const kit = await fresh(() =>
    vi.doMock('../src/modal/views/ConnectView', () => {
      throw new Error('offline')
    }),
  )
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const { opener } = renderApp(kit)
  fireEvent.click(opener)
  await waitFor(() =>
    expect(errors).toHaveBeenCalledWith('OpenAppKit: the modal could not be loaded', expect.any(Error)),
  )
  errors.mockRestore()
  expect(shadowRoot()).toBeUndefined()
  vi.doUnmock('../src/modal/views/ConnectView')
  // Had the modal stayed open, this click would change nothing.
  fireEvent.click(opener)
  await waitFor(() =>
    expect(shadowRoot()?.querySelector('[role="dialog"] [data-wallet-id="mock"]')).toBeTruthy(),
  )
})

test('a view whose code cannot be fetched says so in the dialog, with a retry; the app stays', async () => {
  const kit = await fresh(() =>
    vi.doMock('../src/modal/views/AllWalletsView', () => {
      throw new Error('offline')
    }),
  )
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const { opener } = renderApp(kit)
  fireEvent.click(opener)
  await waitFor(() => expect(shadowRoot()?.querySelector('[data-wallet-id="mock"]')).toBeTruthy())
  act(() => api?.open({ view: 'AllWallets' }))
  const alert = await waitFor(() => {
    const found = shadowRoot()?.querySelector('[role="dialog"] [role="alert"]')
    if (!found?.textContent?.includes('could not be loaded')) throw new Error('no alert yet')
    return found
  })
  expect(alert.textContent).toBe('This step could not be loaded. Check the connection and try again.')
  expect(opener.isConnected).toBe(true)
  errors.mockRestore()

  vi.doUnmock('../src/modal/views/AllWalletsView')
  const retry = [...(shadowRoot()?.querySelectorAll('button') ?? [])].find(
    (b) => b.textContent === 'Try again',
  )
  if (!retry) throw new Error('no retry button')
  fireEvent.click(retry)
  await waitFor(() =>
    expect(shadowRoot()?.querySelector('[data-view="AllWallets"] input[type="search"]')).toBeTruthy(),
  )
})
