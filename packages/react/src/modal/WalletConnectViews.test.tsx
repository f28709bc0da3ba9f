import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { type AppKitOptions, AppKitProvider, useAppKit } from '../exports/index'
import { AppKitModal } from './AppKitModal'
import { modalTagName } from './host/modalHost'

// The WalletConnect views against an adapter written here (the modal's tests may not import
// core or a wallet SDK): its WalletConnect connector announces a pairing URI the way real
// adapters do (a displayUri event) and then waits for the test to settle the pairing.
type Adapter = NonNullable<AppKitOptions['adapters']>[number]
type AdapterEvent = Parameters<Parameters<Adapter['subscribe']>[0]>[0]

const network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
} as const
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function pairingUri(n: number, expirySeconds: number) {
  return `wc:topic${n}@2?relay-protocol=irn&symKey=abc${n}&expiryTimestamp=${expirySeconds}`
}

function walletConnectAdapter() {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const pending: { resolve(): void; reject(error: unknown): void }[] = []
  let uris: string[] = []
  const adapter = {
    namespace: 'eip155',
    networks: [network],
    getConnectors: () => [
      { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' },
    ],
    watchConnectors: () => () => {},
    connect: () =>
      new Promise((resolve, reject) => {
        const uri = uris.shift() ?? pairingUri(99, Math.floor(Date.now() / 1000) + 300)
        for (const listener of listeners) listener({ type: 'displayUri', uri })
        pending.push({
          resolve: () =>
            resolve({
              connectorId: 'walletConnect',
              accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
              chainId: 1,
            }),
          reject,
        })
      }),
    disconnect: async () => {},
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
    nextUris(...next: string[]) {
      uris = next
    },
    approve: () => pending.shift()?.resolve(),
    get waiting() {
      return pending.length
    },
  }
}

let open: ReturnType<typeof useAppKit>['open'] | undefined
function Opener() {
  open = useAppKit().open
  return null
}

const writeText = vi.fn(async (_text: string) => {})
beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})
afterEach(() => {
  writeText.mockClear()
  open = undefined
})

function renderModal(adapter: Adapter, extra: Partial<AppKitOptions> = {}) {
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
  await waitFor(() => expect(ui.getByRole('heading', { level: 2 }).textContent).toBe('Account'))
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
