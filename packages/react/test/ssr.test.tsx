// @vitest-environment node
import { mock } from '@openappkit/core'
import { JSDOM } from 'jsdom'
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, expect, test, vi } from 'vitest'
import { AppKitProvider } from '../src/AppKitProvider'
import { useAccount } from '../src/hooks/useAccount'
import { useAppKitState } from '../src/hooks/useAppKitState'
import { useAppKitTheme } from '../src/hooks/useAppKitTheme'
import { useBalance } from '../src/hooks/useBalance'
import { useNetwork } from '../src/hooks/useNetwork'
import { useWallets } from '../src/hooks/useWallets'

function App() {
  const { status, address } = useAccount()
  const { caipNetwork } = useNetwork()
  const { open } = useAppKitState()
  const { themeMode } = useAppKitTheme()
  const { wallets } = useWallets()
  const balance = useBalance()
  return (
    <main>
      <p>{status}</p>
      <p>{address ?? 'not connected'}</p>
      <p>{caipNetwork?.name}</p>
      <p>{open ? 'open' : 'closed'}</p>
      <p>{themeMode}</p>
      <p>{balance.status}</p>
      <ul>
        {wallets.map((wallet) => (
          <li key={wallet.id}>{wallet.name}</li>
        ))}
      </ul>
    </main>
  )
}

// Each side builds its own instance from the same options, as a server and a browser would.
const options = () => ({
  projectId: 'p',
  adapters: [mock()],
  services: { blockchainApi: false as const, walletDirectory: false as const, analytics: false as const },
})

// The browser globals this test adds, and what they were before, to put back afterwards.
const saved = new Map<string, PropertyDescriptor | undefined>()
function setGlobal(key: string, value: unknown) {
  if (!saved.has(key)) saved.set(key, Object.getOwnPropertyDescriptor(globalThis, key))
  Object.defineProperty(globalThis, key, { value, configurable: true, writable: true })
}
afterAll(() => {
  for (const [key, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, key, descriptor)
    else Reflect.deleteProperty(globalThis, key)
  }
})

test('renders on the server without a window, and hydrates in a browser without a mismatch', async () => {
  expect(typeof window).toBe('undefined')
  const html = renderToString(
    <AppKitProvider options={options()}>
      <App />
    </AppKitProvider>,
  )
  expect(html).toContain('<p>disconnected</p>')
  expect(html).toContain('<li>Mock Wallet</li>')

  const dom = new JSDOM(`<!doctype html><html><body><div id="root">${html}</div></body></html>`, {
    url: 'http://localhost/',
  })
  for (const [key, value] of Object.entries({
    window: dom.window,
    document: dom.window.document,
    navigator: dom.window.navigator,
    localStorage: dom.window.localStorage,
    HTMLElement: dom.window.HTMLElement,
    Node: dom.window.Node,
    IS_REACT_ACT_ENVIRONMENT: true,
  })) {
    setGlobal(key, value)
  }
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const recoverable: unknown[] = []
  // react-dom/client decides whether it has a DOM when it loads, so it loads after the window exists.
  const { hydrateRoot } = await import('react-dom/client')
  const container = dom.window.document.getElementById('root')
  if (!container) throw new Error('no root')
  let root: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppKitProvider options={options()}>
        <App />
      </AppKitProvider>,
      { onRecoverableError: (error) => recoverable.push(error) },
    )
  })
  expect(recoverable).toEqual([])
  expect(errors).not.toHaveBeenCalled()
  expect(container.innerHTML).toBe(html)
  act(() => root?.unmount())
  errors.mockRestore()
})
