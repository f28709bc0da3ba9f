import type { AppKitOptions } from '@openappkit/core'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { AppKitProvider } from '../AppKitProvider.tsx'
import { useAppKit } from '../hooks/useAppKit.ts'
import { useAppKitTheme } from '../hooks/useAppKitTheme.ts'
import { AppKitModal } from './AppKitModal.tsx'
import { modalTagName } from './host/modalHost.ts'
import { en, type Messages } from './messages/en.ts'
import { styles } from './theme/styles.ts'

// The real provider and core underneath (no adapters, no services): what is tested is what a
// user of the page would notice in the DOM.
const baseOptions: AppKitOptions = {
  projectId: 'modal-tests',
  storage: null,
  services: { blockchainApi: false, walletDirectory: false, analytics: false, rpc: false, authFrame: false },
}

let api: ReturnType<typeof useAppKit> | undefined
let theme: ReturnType<typeof useAppKitTheme> | undefined
function Controls() {
  api = useAppKit()
  theme = useAppKitTheme()
  return (
    <button type="button" onClick={() => api?.open({ view: 'Connect' })}>
      Open wallet modal
    </button>
  )
}

function renderApp(options: Partial<AppKitOptions> = {}, messages?: Messages) {
  const utils = render(
    <AppKitProvider options={{ ...baseOptions, ...options }}>
      <Controls />
      <AppKitModal messages={messages} />
    </AppKitProvider>,
  )
  const opener = utils.getByRole('button', { name: 'Open wallet modal' })
  return { ...utils, opener }
}

function host() {
  return document.body.querySelector(modalTagName)
}

/** The dialog inside the shadow root, once it is there. */
async function findDialog() {
  return waitFor(() => {
    const shadow = host()?.shadowRoot
    const dialog = shadow?.querySelector<HTMLElement>('[role="dialog"]')
    if (!shadow || !dialog) throw new Error('no dialog yet')
    return { shadow, dialog, ui: within(dialog) }
  })
}

function activeInModal() {
  return host()?.shadowRoot?.activeElement ?? null
}

afterEach(() => {
  api = undefined
  theme = undefined
})

describe('<AppKitModal>', () => {
  test('adds nothing to the page until it is opened, then one custom element with a shadow root', async () => {
    const { opener } = renderApp()
    expect(host()).toBeNull()
    fireEvent.click(opener)
    const { shadow, dialog } = await findDialog()
    expect(document.body.querySelectorAll(modalTagName)).toHaveLength(1)
    expect(host()?.parentElement).toBe(document.body)
    // Page CSS cannot reach it: the dialog is not in the light DOM.
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(shadow.querySelector('style')?.textContent).toContain('.oak-card')
    expect(dialog.getAttribute('aria-modal')).toBe('true')
  })

  test('is a labelled dialog; focus moves in, stays in on Tab, and returns to the opener on Escape', async () => {
    const { opener } = renderApp()
    opener.focus()
    fireEvent.click(opener)
    const { dialog, ui } = await findDialog()
    const labelId = dialog.getAttribute('aria-labelledby')
    expect(labelId).toBeTruthy()
    expect(dialog.getRootNode()).not.toBe(document)
    expect(ui.getByRole('heading').id).toBe(labelId)
    expect(ui.getByRole('heading').textContent).toBe('Connect wallet')
    expect(dialog.contains(activeInModal())).toBe(true)

    const close = ui.getByRole('button', { name: 'Close' })
    const controls = [...dialog.querySelectorAll<HTMLElement>('button, a[href], input')]
    const last = controls.at(-1)
    expect(last).toBeDefined()
    // Tab from the last control wraps to the first, Shift+Tab from the first wraps to the last.
    last?.focus()
    fireEvent.keyDown(last as HTMLElement, { key: 'Tab' })
    expect(activeInModal()).toBe(controls[0])
    controls[0]?.focus()
    fireEvent.keyDown(controls[0] as HTMLElement, { key: 'Tab', shiftKey: true })
    expect(activeInModal()).toBe(last)
    expect(controls).toContain(close)

    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(host()?.shadowRoot?.querySelector('[role="dialog"]')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  test('the close button closes and gives focus back', async () => {
    const { opener } = renderApp()
    opener.focus()
    fireEvent.click(opener)
    const { ui } = await findDialog()
    fireEvent.click(ui.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(host()?.shadowRoot?.querySelector('[role="dialog"]')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  test('a press on the backdrop closes; the second press of a double click does not', async () => {
    const { opener } = renderApp()
    fireEvent.click(opener)
    const { shadow } = await findDialog()
    const backdrop = shadow.querySelector('.oak-overlay') as HTMLElement
    // A double click that began on a button inside and whose second press lands outside (the card
    // shrank under the pointer) leaves the modal open.
    fireEvent.mouseDown(backdrop, { detail: 2 })
    await act(async () => {})
    expect(shadow.querySelector('[role="dialog"]')).not.toBeNull()
    fireEvent.mouseDown(backdrop, { detail: 1 })
    await waitFor(() => expect(host()?.shadowRoot?.querySelector('[role="dialog"]')).toBeNull())
  })

  test('on ApproveTransaction, Escape and the close button are refused: the card shakes and says why', async () => {
    renderApp()
    act(() => api?.open({ view: 'ApproveTransaction' }))
    const { dialog, ui } = await findDialog()
    await waitFor(() => expect(ui.getByRole('heading').textContent).toBe('Approve transaction'))

    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(dialog.isConnected).toBe(true)
    expect(dialog.getAttribute('data-shake')).toBe('true')
    expect(ui.getAllByRole('status').map((s) => s.textContent)).toContain(
      'Approve or reject the request before closing',
    )
    fireEvent.animationEnd(dialog, { animationName: 'oak-shake' })
    fireEvent.click(ui.getByRole('button', { name: 'Close' }))
    expect(dialog.isConnected).toBe(true)
    expect(dialog.contains(activeInModal())).toBe(true)

    // A forced close (the request settled) is allowed.
    act(() => {
      api?.close({ force: true })
    })
    await waitFor(() => expect(host()?.shadowRoot?.querySelector('[role="dialog"]')).toBeNull())
  })

  test('Back walks the view stack; the first view has no Back', async () => {
    renderApp({ customWallets: [{ id: 'w1', name: 'Wallet One' }], features: { allWallets: true } })
    act(() => api?.open({ view: 'Connect' }))
    const { ui } = await findDialog()
    expect(ui.queryByRole('button', { name: 'Back' })).toBeNull()
    fireEvent.click(await ui.findByRole('button', { name: /All wallets/ }))
    await waitFor(() => expect(ui.getByRole('heading').textContent).toBe('All wallets'))
    expect(await ui.findByRole('searchbox', { name: 'Search wallets' })).toBeTruthy()
    fireEvent.click(ui.getByRole('button', { name: 'Back' }))
    // Connect's own headings (its wallets' sections) sit under the modal's title.
    expect(await ui.findByRole('heading', { name: 'Connect wallet' })).toBeTruthy()
  })

  test('Connect: wallets under their heading, a search that narrows them and hands over to All wallets, help for newcomers', async () => {
    renderApp({
      customWallets: [
        { id: 'w1', name: 'Wallet One' },
        { id: 'w2', name: 'Two Wallet' },
      ],
      features: { allWallets: true },
    })
    act(() => api?.open({ view: 'Connect' }))
    const { ui } = await findDialog()
    const popular = await ui.findByRole('region', { name: 'Popular' })
    expect(
      within(popular)
        .getAllByRole('button')
        .map((b) => b.querySelector('.oak-item-name')?.textContent),
    ).toEqual(['Wallet One', 'Two Wallet'])
    expect(ui.getByText('New to wallets?').closest('details')?.open).toBe(false)

    fireEvent.change(ui.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: ' two ' } })
    expect(
      within(ui.getByRole('region', { name: 'Popular' }))
        .getAllByRole('button')
        .map((b) => b.querySelector('.oak-item-name')?.textContent),
    ).toEqual(['Two Wallet'])
    fireEvent.click(ui.getByRole('button', { name: 'Search all wallets for “two”' }))
    await waitFor(() => expect(ui.getByRole('heading').textContent).toBe('All wallets'))
    expect((ui.getByRole('searchbox', { name: 'Search wallets' }) as HTMLInputElement).value).toBe('two')
  })

  test('views opened by name without a wallet say so instead of drawing half a view', async () => {
    renderApp()
    act(() => api?.open({ view: 'Account' }))
    const { ui } = await findDialog()
    expect(await ui.findByText('No wallet is connected')).toBeTruthy()
    fireEvent.click(ui.getByRole('button', { name: 'Connect a wallet' }))
    await waitFor(() => expect(ui.getByRole('heading', { level: 2 }).textContent).toBe('Connect wallet'))

    act(() => api?.open({ view: 'UnsupportedChain' }))
    await waitFor(() => expect(ui.getByRole('heading', { level: 2 }).textContent).toBe('Switch network'))
    expect(await ui.findByText(/Switch to one of the networks/)).toBeTruthy()
    // Nothing to disconnect.
    expect(ui.queryByRole('button', { name: 'Disconnect' })).toBeNull()
  })

  test('follows the theme: mode, variables and SPEC defaults as custom properties', async () => {
    renderApp({ themeMode: 'dark', themeVariables: { accent: '#ff00aa', colorMixStrength: 20 } })
    act(() => api?.open({ view: 'Connect' }))
    const { shadow } = await findDialog()
    const root = shadow.querySelector<HTMLElement>('.oak-root')
    expect(root?.dataset.theme).toBe('dark')
    expect(root?.style.getPropertyValue('--oak-accent')).toBe('#ff00aa')
    expect(root?.style.getPropertyValue('--oak-color-mix-strength')).toBe('20%')
    expect(root?.style.getPropertyValue('--oak-z-index')).toBe('999')
    expect(root?.style.getPropertyValue('--oak-modal-width')).toBe('360px')
    expect(root?.style.getPropertyValue('--oak-base')).toBe('10px')
    expect(root?.style.getPropertyValue('--oak-radius')).toBe('4px')
    act(() => theme?.setThemeMode('light'))
    expect(root?.dataset.theme).toBe('light')
    // A value that could load a remote resource or escape the declaration is dropped.
    act(() => theme?.setThemeVariables({ fontFamily: 'x; background: url(https://evil.test/a.png)' }))
    expect(root?.style.getPropertyValue('--oak-font-family')).toBe('')
  })

  test('with disableAppend it renders where it is placed, not at the end of body', async () => {
    const { container } = renderApp({ disableAppend: true })
    act(() => api?.open({ view: 'Connect' }))
    await waitFor(() => expect(container.querySelector(modalTagName)?.shadowRoot).toBeTruthy())
    expect(host()?.parentElement).not.toBe(document.body)
  })

  test('shows core alerts as a toast (a missing project id) that can be dismissed', async () => {
    renderApp({ projectId: '' })
    act(() => api?.open({ view: 'Connect' }))
    const { ui } = await findDialog()
    const toast = await ui.findByTestId('openappkit-toast')
    expect(toast.closest('[role="alert"]')).toBeTruthy()
    expect(toast.textContent).toMatch(/Project ID/)
    fireEvent.click(ui.getByRole('button', { name: 'Dismiss notification' }))
    await waitFor(() => expect(ui.queryByTestId('openappkit-toast')).toBeNull())
  })

  test('another locale is one object of the catalogue shape', async () => {
    const fr: Messages = {
      ...en,
      close: 'Fermer',
      views: { ...en.views, Connect: 'Connecter un portefeuille' },
      connect: { ...en.connect, allWallets: 'Tous les portefeuilles' },
    }
    renderApp({ features: { allWallets: true } }, fr)
    act(() => api?.open({ view: 'Connect' }))
    const { ui } = await findDialog()
    expect(ui.getByRole('heading').textContent).toBe('Connecter un portefeuille')
    expect(ui.getByRole('button', { name: 'Fermer' })).toBeTruthy()
    expect(await ui.findByRole('button', { name: /Tous les portefeuilles/ })).toBeTruthy()
  })

  test("locale 'ar': the dialog is in Arabic and right to left; German stays left to right", async () => {
    const { unmount } = renderApp({ locale: 'ar' })
    act(() => api?.open({ view: 'Connect' }))
    const { shadow, ui } = await findDialog()
    const root = shadow.querySelector<HTMLElement>('.oak-root')
    expect(root?.getAttribute('dir')).toBe('rtl')
    expect(root?.getAttribute('lang')).toBe('ar-u-nu-latn')
    expect(ui.getByRole('heading').textContent).toBe('ربط المحفظة')
    expect(ui.getByRole('button', { name: 'إغلاق' })).toBeTruthy()
    unmount()
    renderApp({ locale: 'de' })
    act(() => api?.open({ view: 'Connect' }))
    const german = (await findDialog()).shadow.querySelector<HTMLElement>('.oak-root')
    expect(german?.getAttribute('dir')).toBe('ltr')
    expect(german?.getAttribute('lang')).toBe('de-DE')
  })

  test("an app's own catalogue in Hebrew is right to left too", async () => {
    renderApp({}, { ...en, locale: 'he-IL', close: 'סגירה' } as Messages)
    act(() => api?.open({ view: 'Connect' }))
    const { shadow, ui } = await findDialog()
    expect(shadow.querySelector('.oak-root')?.getAttribute('dir')).toBe('rtl')
    expect(ui.getByRole('button', { name: 'סגירה' })).toBeTruthy()
  })

  test('motion: the first view and title draw at once; the next ones move in for 150 and 120 ms', async () => {
    renderApp({ features: { allWallets: true } })
    act(() => api?.open({ view: 'Connect' }))
    const { shadow, ui } = await findDialog()
    const root = shadow.querySelector<HTMLElement>('.oak-root')
    expect(root?.style.getPropertyValue('--oak-dur-header')).toBe('120ms')
    expect(root?.style.getPropertyValue('--oak-dur-height')).toBe('150ms')
    expect(root?.style.getPropertyValue('--oak-dur-view')).toBe('150ms')
    expect(root?.style.getPropertyValue('--oak-dur-shake')).toBe('500ms')
    // Nothing stands between opening and the first wallet row.
    expect(shadow.querySelector('.oak-view')?.hasAttribute('data-enter')).toBe(false)
    expect(shadow.querySelector('.oak-title')?.hasAttribute('data-enter')).toBe(false)
    fireEvent.click(await ui.findByRole('button', { name: /All wallets/ }))
    await waitFor(() =>
      expect(shadow.querySelector('.oak-view')?.getAttribute('data-view')).toBe('AllWallets'),
    )
    expect(shadow.querySelector('.oak-view')?.hasAttribute('data-enter')).toBe(true)
    expect(shadow.querySelector('.oak-title')?.hasAttribute('data-enter')).toBe(true)
    // What those attributes and properties drive in the stylesheet.
    expect(styles).toContain('.oak-title[data-enter] { animation: oak-fade var(--oak-dur-header)')
    expect(styles).toContain('.oak-view[data-enter] { animation: oak-view-in var(--oak-dur-view)')
    expect(styles).toContain('transition: height var(--oak-dur-height)')
    expect(styles).toContain("[data-shake='true'] { animation: oak-shake var(--oak-dur-shake)")
    expect(styles).not.toMatch(/\.oak-(view|title|card) \{[^}]*animation/)
  })
})
