import {
  type AppKitOptions,
  PackageNotInstalledError,
  RequestAlreadyPendingError,
  UserRejectedRequestError,
} from '@openappkit/core'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { AppKitProvider } from '../../AppKitProvider.tsx'
import { useAccount } from '../../hooks/useAccount.ts'
import { useAppKit } from '../../hooks/useAppKit.ts'
import { AppKitModal } from '../AppKitModal.tsx'
import { modalTagName } from '../host/modalHost.ts'
import { slowWalletHintDelayMs } from './useSlowWalletHint.ts'

// The connecting views (extension and WalletConnect) against adapters written here (the modal's
// tests may not import core or a wallet SDK). Each adapter's connect is held until the test
// answers it, as a wallet popup or a phone does: the extension answers a second request while
// one waits with -32002 as wallets do; the WalletConnect connector announces a pairing URI the
// way real adapters do (a displayUri event).
type Adapter = NonNullable<AppKitOptions['adapters']>[number]
type AdapterEvent = Parameters<Parameters<Adapter['subscribe']>[0]>[0]
type Held = { resolve(chainId: number): void; reject(error: unknown): void }

const network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
} as const
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solana = {
  namespace: 'solana',
  network: {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  },
  address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
} as const

/** An adapter with one connector whose connects wait in `held` until the test answers them. */
function heldAdapter(
  connector: { id: string; type: string; name: string; imageUrl?: string },
  startConnect: (held: Held[], listeners: Set<(event: AdapterEvent) => void>) => void = () => {},
  chain: { namespace: string; network: object; address: string } = { namespace: 'eip155', network, address },
) {
  const held: Held[] = []
  const listeners = new Set<(event: AdapterEvent) => void>()
  let requests = 0
  let disconnects = 0
  const adapter = {
    namespace: chain.namespace,
    networks: [chain.network],
    getConnectors: () => [{ ...connector, chain: chain.namespace }],
    watchConnectors: () => () => {},
    connect: () => {
      requests += 1
      if (connector.type !== 'WALLET_CONNECT' && held.length > 0)
        return Promise.reject(new RequestAlreadyPendingError())
      return new Promise((resolve, reject) => {
        startConnect(held, listeners)
        held.push({
          resolve: (chainId) =>
            resolve({
              connectorId: connector.id,
              accounts: [{ namespace: chain.namespace, address: chain.address, type: 'eoa' }],
              chainId: chain.namespace === 'eip155' ? chainId : solana.network.id,
            }),
          reject,
        })
      })
    },
    disconnect: async () => {
      disconnects += 1
    },
    syncConnection: async () => null,
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
    getTokenBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
    signMessage: async () => '0x',
    sendTransfer: async () => '0x',
    estimateGas: async () => 0n,
    parseUnits: () => 0n,
    formatUnits: () => '0',
    subscribe(listener: (event: AdapterEvent) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  } as unknown as Adapter
  return {
    adapter,
    approve: (chainId = 1) => held.shift()?.resolve(chainId),
    // The view shows before the adapter's connect is called: tests answer once `waiting` is above 0.
    refuse: (error: unknown) => held.shift()?.reject(error),
    get requests() {
      return requests
    },
    get waiting() {
      return held.length
    },
    /** Sessions ended on the wallet's side. */
    get disconnects() {
      return disconnects
    },
  }
}

const extensionAdapter = () => heldAdapter({ id: 'io.held', type: 'ANNOUNCED', name: 'Held Wallet' })

function pairingUri(n: number, expirySeconds: number) {
  return `wc:topic${n}@2?relay-protocol=irn&symKey=abc${n}&expiryTimestamp=${expirySeconds}`
}

function walletConnectAdapter() {
  let uris: string[] = []
  const wc = heldAdapter(
    { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect' },
    (_, listeners) => {
      const uri = uris.shift() ?? pairingUri(99, Math.floor(Date.now() / 1000) + 300)
      for (const listener of listeners) listener({ type: 'displayUri', uri })
    },
  )
  return Object.assign(wc, {
    nextUris(...next: string[]) {
      uris = next
    },
  })
}

let open: ReturnType<typeof useAppKit>['open'] | undefined
let account: ReturnType<typeof useAccount> | undefined
function Opener() {
  open = useAppKit().open
  account = useAccount()
  return null
}

const writeText = vi.fn(async (_text: string) => {})
beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})
afterEach(() => {
  writeText.mockClear()
  open = undefined
  account = undefined
  vi.useRealTimers()
})

function memoryStorage(entries: Record<string, unknown> = {}) {
  const data = new Map(
    Object.entries(entries).map(([key, value]) => [`@openappkit/${key}`, JSON.stringify(value)]),
  )
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

async function renderModal(adapter: Adapter, extra: Partial<AppKitOptions> = {}) {
  render(
    <AppKitProvider
      options={{
        projectId: 'modal-tests',
        storage: null,
        adapters: [adapter],
        services: {
          blockchainApi: false,
          walletDirectory: false,
          analytics: false,
          rpc: false,
          authFrame: false,
        },
        ...extra,
      }}
    >
      <Opener />
      <AppKitModal />
    </AppKitProvider>,
  )
  act(() => open?.({ view: 'Connect' }))
  return waitFor(() => {
    const dialog = document
      .querySelector(modalTagName)
      ?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')
    if (!dialog) throw new Error('no dialog yet')
    return within(dialog)
  })
}

const title = (ui: Awaited<ReturnType<typeof renderModal>>) =>
  ui.getByRole('heading', { level: 2 }).textContent

test('a refusal the adapter reports as UserRejectedRequestError says "declined", and retry connects', async () => {
  const wallet = extensionAdapter()
  const ui = await renderModal(wallet.adapter)
  fireEvent.click(await ui.findByRole('button', { name: /Held Wallet/ }))
  await ui.findByText('Accept the connection request in the wallet')
  await waitFor(() => expect(wallet.waiting).toBeGreaterThan(0))
  act(() => wallet.refuse(new UserRejectedRequestError({ cause: { code: 4001 } })))
  expect((await ui.findByRole('alert')).textContent).toBe('Connection declined')
  fireEvent.click(ui.getByRole('button', { name: 'Try again' }))
  await ui.findByText('Accept the connection request in the wallet')
  await waitFor(() => expect(wallet.waiting).toBeGreaterThan(0))
  act(() => wallet.approve())
  await waitFor(() => expect(title(ui)).toBe('Account'))
})

test('"declined" is decided on the type only: a raw 4001 that skipped the adapter’s mapping is a failure', async () => {
  const wallet = extensionAdapter()
  const ui = await renderModal(wallet.adapter)
  fireEvent.click(await ui.findByRole('button', { name: /Held Wallet/ }))
  await ui.findByText('Accept the connection request in the wallet')
  await waitFor(() => expect(wallet.waiting).toBeGreaterThan(0))
  act(() => wallet.refuse(Object.assign(new Error('User rejected the request.'), { code: 4001 })))
  expect((await ui.findByRole('alert')).textContent).toBe('Connection failed')
})

test('Back from an extension keeps its connect: choosing it again joins the waiting request, and the approval connects', async () => {
  const wallet = extensionAdapter()
  const ui = await renderModal(wallet.adapter)
  fireEvent.click(await ui.findByRole('button', { name: /Held Wallet/ }))
  await ui.findByText('Accept the connection request in the wallet')
  fireEvent.click(ui.getByRole('button', { name: 'Back' }))
  await waitFor(() => expect(title(ui)).toBe('Connect wallet'))
  expect(account?.status).toBe('connecting')
  fireEvent.click(await ui.findByRole('button', { name: /Held Wallet/ }))
  await ui.findByText('Accept the connection request in the wallet')
  // The wallet was asked once: no second request for it to answer with -32002.
  expect(wallet.requests).toBe(1)
  expect(ui.queryByRole('alert')).toBeNull()
  await waitFor(() => expect(wallet.waiting).toBeGreaterThan(0))
  act(() => wallet.approve())
  await waitFor(() => expect(title(ui)).toBe('Account'))
  expect(account?.address).toBe(address)
  expect(wallet.disconnects).toBe(0)
})

test('Back from a WalletConnect pairing cancels it: the phone approving later does not connect', async () => {
  const wc = walletConnectAdapter()
  const ui = await renderModal(wc.adapter)
  fireEvent.click(await ui.findByRole('button', { name: /WalletConnect.*QR code/ }))
  await ui.findByRole('img', { name: 'WalletConnect QR code' })
  fireEvent.click(ui.getByRole('button', { name: 'Back' }))
  await waitFor(() => expect(title(ui)).toBe('Connect wallet'))
  act(() => wc.approve())
  await waitFor(() => expect(wc.disconnects).toBe(1))
  expect(account?.status).toBe('disconnected')
  expect(title(ui)).toBe('Connect wallet')
})

test('Close while the wallet decides keeps the connect: approving in the wallet afterwards connects', async () => {
  const wallet = extensionAdapter()
  const ui = await renderModal(wallet.adapter)
  fireEvent.click(await ui.findByRole('button', { name: /Held Wallet/ }))
  await ui.findByText('Accept the connection request in the wallet')
  expect(account?.status).toBe('connecting')
  fireEvent.click(ui.getByRole('button', { name: 'Close' }))
  await waitFor(() =>
    expect(document.querySelector(modalTagName)?.shadowRoot?.querySelector('[role="dialog"]')).toBeNull(),
  )
  expect(account?.status).toBe('connecting')
  await waitFor(() => expect(wallet.waiting).toBeGreaterThan(0))
  act(() => wallet.approve())
  await waitFor(() => expect(account?.address).toBe(address))
  expect(account?.status).toBe('connected')
  expect(wallet.disconnects).toBe(0)
})

test('a wallet already showing a request (-32002) says to open it; back from the wallet, the approval connects', async () => {
  const wallet = extensionAdapter()
  const ui = await renderModal(wallet.adapter)
  // A request left in the wallet by an earlier page: this page's first request is answered -32002.
  const left = wallet.adapter.connect({ connectorId: 'io.held' })
  fireEvent.click(await ui.findByRole('button', { name: /Held Wallet/ }))
  await ui.findByText(
    'Open Held Wallet: a connection request is already waiting there. Approve it to continue.',
  )
  expect(ui.queryByText('Connection failed')).toBeNull()
  // Coming back to the page while it still waits: asked again, it says so again.
  act(() => void window.dispatchEvent(new Event('focus')))
  await waitFor(() => expect(wallet.requests).toBe(3))
  await ui.findByText(/a connection request is already waiting there/)
  // The user approves in the wallet; its popup closes and the page has focus again.
  await waitFor(() => expect(wallet.waiting).toBeGreaterThan(0))
  act(() => wallet.approve())
  await left
  act(() => void window.dispatchEvent(new Event('focus')))
  await waitFor(() => expect(wallet.requests).toBe(4))
  await waitFor(() => expect(wallet.waiting).toBeGreaterThan(0))
  act(() => wallet.approve())
  await waitFor(() => expect(title(ui)).toBe('Account'))
})

test('a wallet that does not answer gets a hint after the hint delay, and can still connect', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const wallet = extensionAdapter()
  const ui = await renderModal(wallet.adapter)
  fireEvent.click(await ui.findByRole('button', { name: /Held Wallet/ }))
  await ui.findByText('Accept the connection request in the wallet')
  act(() => vi.advanceTimersByTime(slowWalletHintDelayMs - 1000))
  expect(ui.queryByText(/No answer yet/)).toBeNull()
  act(() => vi.advanceTimersByTime(1000))
  await ui.findByText('No answer yet. Open Held Wallet and look for the request, or try again.')
  await waitFor(() => expect(wallet.waiting).toBeGreaterThan(0))
  act(() => wallet.approve())
  await waitFor(() => expect(title(ui)).toBe('Account'))
})

test('a wallet on EVM and Solana: once EVM is approved the view asks for Solana by name, never says "No answer yet", and can go on with EVM only', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  // No rdns on Solana's side: the same name and icon make one row.
  const held = { type: 'ANNOUNCED', name: 'Held Wallet', imageUrl: 'data:image/png;base64,AA==' }
  const evm = heldAdapter({ id: 'io.held', ...held })
  const sol = heldAdapter({ id: 'held-solana', ...held }, undefined, solana)
  const ui = await renderModal(evm.adapter, { adapters: [evm.adapter, sol.adapter] })
  fireEvent.click(await ui.findByRole('button', { name: /Held Wallet/ }))
  await ui.findByText('Accept the connection request in the wallet')
  act(() => evm.approve())
  await ui.findByText('Approve Solana next')
  ui.getByText('Connected on EVM. Held Wallet now asks to connect on Solana.')
  expect(account?.isConnected).toBe(true)
  expect(ui.queryByText('Accept the connection request in the wallet')).toBeNull()
  act(() => vi.advanceTimersByTime(slowWalletHintDelayMs * 2))
  expect(ui.queryByText(/No answer yet/)).toBeNull()
  fireEvent.click(ui.getByRole('button', { name: 'Continue with EVM only' }))
  await waitFor(() => expect(title(ui)).toBe('Account'))
  // Solana's late approval is not taken up: the wallet's session there is ended.
  act(() => sol.approve())
  await waitFor(() => expect(sol.disconnects).toBe(1))
  expect(account?.isConnected).toBe(true)
})

test('a wallet on a chain the app did not configure goes to UnsupportedChain, not Account', async () => {
  const wallet = extensionAdapter()
  const ui = await renderModal(wallet.adapter)
  fireEvent.click(await ui.findByRole('button', { name: /Held Wallet/ }))
  await ui.findByText('Accept the connection request in the wallet')
  await waitFor(() => expect(wallet.waiting).toBeGreaterThan(0))
  act(() => wallet.approve(424_242))
  await ui.findByText('This app doesn’t support your current network')
  expect(title(ui)).toBe('Switch network')
})

test('a recent wallet whose extension is gone is shown as not installed, never as a QR under its name', async () => {
  const wallet = extensionAdapter()
  const walletConnect = {
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: 'eip155',
  }
  const adapter = { ...wallet.adapter, getConnectors: () => [walletConnect] } as Adapter
  const ui = await renderModal(adapter, {
    storage: memoryStorage({ recentWallets: [{ id: 'io.gone', name: 'Gone Wallet' }] }),
  })
  const row = await ui.findByRole('button', { name: /Gone Wallet/ })
  expect(row.textContent).toContain('Not installed')
  fireEvent.click(row)
  await ui.findByText('Gone Wallet is not installed')
  expect(ui.queryByRole('img', { name: 'WalletConnect QR code' })).toBeNull()
  expect(wallet.requests).toBe(0)
})

test('the WalletConnect entry shows the pairing as a QR code with a link to copy, then the account', async () => {
  const wc = walletConnectAdapter()
  const later = Math.floor(Date.now() / 1000) + 300
  wc.nextUris(pairingUri(1, later))
  const ui = await renderModal(wc.adapter)
  fireEvent.click(await ui.findByRole('button', { name: /WalletConnect.*QR code/ }))

  const qr = await ui.findByRole('img', { name: 'WalletConnect QR code' })
  expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
  expect(ui.getByText('Scan this QR code with your phone')).toBeTruthy()
  fireEvent.click(ui.getByRole('button', { name: 'Copy link' }))
  await ui.findByText('Link copied')
  expect(writeText).toHaveBeenCalledWith(pairingUri(1, later))

  act(() => wc.approve())
  await waitFor(() => expect(title(ui)).toBe('Account'))
})

test('WalletConnect without its package fails with what to install and no new link; other failures offer one', async () => {
  // The adapter's connect fails before any pairing link, as the WalletConnect session does when
  // the app has not installed the provider package.
  const wc = heldAdapter({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect' })
  const ui = await renderModal(wc.adapter)
  fireEvent.click(await ui.findByRole('button', { name: /WalletConnect.*QR code/ }))
  await waitFor(() => expect(wc.waiting).toBeGreaterThan(0))
  act(() =>
    wc.refuse(
      new PackageNotInstalledError({
        feature: 'WalletConnect',
        packageName: '@walletconnect/universal-provider',
        turnOff: 'walletConnect: false',
      }),
    ),
  )
  expect((await ui.findByRole('alert')).textContent).toBe('Connection failed')
  expect(
    ui.getByText('WalletConnect is on, but @walletconnect/universal-provider is not installed'),
  ).toBeTruthy()
  expect(ui.queryByRole('button', { name: 'New link' })).toBeNull()

  // Any other failure of the pairing can be tried again with a new link.
  fireEvent.click(ui.getByRole('button', { name: 'Back' }))
  await waitFor(() => expect(title(ui)).toBe('Connect wallet'))
  fireEvent.click(await ui.findByRole('button', { name: /WalletConnect.*QR code/ }))
  await waitFor(() => expect(wc.waiting).toBeGreaterThan(0))
  act(() => wc.refuse(new Error('The relay closed the socket')))
  expect((await ui.findByRole('alert')).textContent).toBe('Connection failed')
  fireEvent.click(ui.getByRole('button', { name: 'New link' }))
  await waitFor(() => expect(wc.waiting).toBeGreaterThan(0))
  expect(wc.requests).toBe(3)
})

test('a directory wallet gets its own QR, deep links built from safe links only, and a new link on expiry', async () => {
  const wc = walletConnectAdapter()
  const past = Math.floor(Date.now() / 1000) - 1
  const later = Math.floor(Date.now() / 1000) + 300
  wc.nextUris(pairingUri(1, past), pairingUri(2, later))
  const ui = await renderModal(wc.adapter, {
    customWallets: [
      {
        id: 'aurora',
        name: 'Aurora Wallet',
        mobile_link: 'aurora://',
        desktop_link: 'https://desktop.aurora.test/',
        webapp_link: 'javascript:alert(1)',
      },
    ],
  })
  fireEvent.click(await ui.findByRole('button', { name: 'Aurora Wallet' }))

  // The first link had already expired: say so and offer a new one.
  await ui.findByText('The connection link expired')
  fireEvent.click(ui.getByRole('button', { name: 'New link' }))
  await ui.findByRole('img', { name: 'WalletConnect QR code' })
  expect(ui.getByText('Scan with Aurora Wallet')).toBeTruthy()
  const encoded = encodeURIComponent(pairingUri(2, later))
  expect(ui.getByRole('link', { name: 'Open Aurora Wallet' }).getAttribute('href')).toBe(
    `aurora://wc?uri=${encoded}`,
  )
  expect(ui.getByRole('link', { name: 'Open Aurora Wallet desktop app' }).getAttribute('href')).toBe(
    `https://desktop.aurora.test/wc?uri=${encoded}`,
  )
  // A javascript: web link from the listing is not offered.
  expect(ui.queryByRole('link', { name: /in the browser/ })).toBeNull()
  expect(wc.waiting).toBe(2)
})
