// @vitest-environment node
import { type AppKit, type AppKitOptions, mock } from '@openappkit/core'
import { act, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hydrateInBrowser, restoreGlobals } from '../test/hydrateInBrowser.tsx'
import { AppKitProvider } from './AppKitProvider.tsx'
import { useAccount } from './hooks/useAccount.ts'
import { useAppKitInstance } from './hooks/useAppKitInstance.ts'
import { useNetwork } from './hooks/useNetwork.ts'

// A page rendered on a server (no storage) and hydrated in a browser whose storage holds a
// session connected to the mock wallet on Sepolia (the default network is Ethereum).
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const mainnetId = 'eip155:1'
const sepoliaId = 'eip155:11155111'
const storedSession = {
  '@openappkit/connectionStatus': JSON.stringify({ eip155: 'connected' }),
  '@openappkit/connections': JSON.stringify({ eip155: { connectorId: 'mock' } }),
  '@openappkit/activeCaipNetworkId': JSON.stringify(sepoliaId),
  '@openappkit/activeNamespace': JSON.stringify('eip155'),
}

type Seen = { statuses: string[]; networks: (string | undefined)[]; appKit?: AppKit }

function App({ seen }: { seen?: Seen }) {
  const { status, address } = useAccount()
  const { caipNetworkId } = useNetwork()
  const appKit = useAppKitInstance()
  if (seen) {
    seen.appKit = appKit
    if (seen.statuses.at(-1) !== status) seen.statuses.push(status)
    if (seen.networks.at(-1) !== caipNetworkId) seen.networks.push(caipNetworkId)
  }
  return (
    <main>
      <p>{status}</p>
      <p>{address ?? 'no address'}</p>
      <p>{caipNetworkId}</p>
    </main>
  )
}

/** The mock adapter, its load-time sync held until `release`, so `connecting` can be seen. */
function gatedMock() {
  const adapter = mock()
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const sync = adapter.syncConnection.bind(adapter)
  adapter.syncConnection = async (parameters) => {
    await gate
    return sync(parameters)
  }
  return { adapter, release }
}

// The same options on both sides, as an app passes them; storage is the default (localStorage
// when there is one, so none on the server).
const options = (adapter = mock()): AppKitOptions => ({
  projectId: 'p',
  adapters: [adapter],
  services: {
    blockchainApi: false,
    walletDirectory: false,
    analytics: false,
    rpc: false,
    authFrame: false,
  },
})

afterEach(() => {
  restoreGlobals()
  vi.restoreAllMocks()
})

function serverRender(children: ReactNode): string {
  expect(typeof window).toBe('undefined')
  expect(typeof localStorage).toBe('undefined')
  return renderToString(<AppKitProvider options={options()}>{children}</AppKitProvider>)
}

describe('a stored session and network, server render then hydration', () => {
  test('hydrates without a mismatch, then restores: connecting → connected on the stored network', async () => {
    const html = serverRender(<App />)
    expect(html).toBe(`<main><p>disconnected</p><p>no address</p><p>${mainnetId}</p></main>`)

    const { adapter, release } = gatedMock()
    const seen: Seen = { statuses: [], networks: [] }
    const browser = await hydrateInBrowser(
      html,
      <AppKitProvider options={options(adapter)}>
        <App seen={seen} />
      </AppKitProvider>,
      storedSession,
    )
    expect(browser.recoverable).toEqual([])
    expect(browser.consoleErrors).not.toHaveBeenCalled()
    // The hydration render was the server's markup; the restore ran after mount.
    expect(seen.statuses[0]).toBe('disconnected')
    expect(seen.networks[0]).toBe(mainnetId)
    expect(browser.container.textContent).toBe(`connectingno address${sepoliaId}`)

    await act(async () => {
      release()
      await seen.appKit?.ready
    })
    expect(browser.container.textContent).toBe(`connected${address}${sepoliaId}`)
    expect(seen.statuses).toEqual(['disconnected', 'connecting', 'connected'])
    expect(seen.networks).toEqual([mainnetId, sepoliaId])
    expect(adapter.calls.filter((call) => call.method === 'syncConnection')).toHaveLength(1)
    expect(browser.storage.getItem('@openappkit/activeCaipNetworkId')).toBe(JSON.stringify(sepoliaId))
    expect(browser.consoleErrors).not.toHaveBeenCalled()
    browser.unmount()
  })

  test('the check sees a mismatch: an instance that restores at creation (ssr: false) fails it', async () => {
    const html = serverRender(<App />)
    const browser = await hydrateInBrowser(
      html,
      <AppKitProvider options={{ ...options(), ssr: false }}>
        <App />
      </AppKitProvider>,
      storedSession,
    )
    // What the test above asserts never happens, happens here.
    expect(browser.recoverable.length + browser.consoleErrors.mock.calls.length).toBeGreaterThan(0)
    expect(String(browser.recoverable[0])).toMatch(/[Hh]ydrat/)
    browser.unmount()
  })
})
