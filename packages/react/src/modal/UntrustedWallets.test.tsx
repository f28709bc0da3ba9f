import { type AppKitOptions, mock } from '@openappkit/core'
import { act, render, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { AppKitProvider } from '../AppKitProvider.tsx'
import { useAppKit } from '../hooks/useAppKit.ts'
import { AppKitModal } from './AppKitModal.tsx'
import { modalTagName } from './host/modalHost.ts'

// Wallet names and images come from the directory, custom wallets and announcements: text and
// URLs an attacker may write. They must never become markup, and only image URLs load.
const hostile = [
  {
    id: 'markup',
    name: '<img src=x onerror="window.__pwned=1">Evil',
    image_url: 'javascript:window.__pwned=2',
  },
  {
    id: 'script',
    name: '<script>window.__pwned=3</script>',
    image_url: 'data:text/html,<script>parent.__pwned=4</script>',
  },
  { id: 'good', name: 'Good & "Fine"', image_url: 'https://images.test/good.png' },
  { id: 'inline', name: 'Inline', image_url: 'data:image/png;base64,iVBORw0KGgo=' },
  { id: 'by-id', name: 'By id', image_id: '../../etc/passwd?<x>' },
]

const offline = {
  blockchainApi: false,
  walletDirectory: false,
  analytics: false,
  rpc: false,
  authFrame: false,
} as const

let open: (() => void) | undefined
function Opener() {
  const appKit = useAppKit()
  open = () => appKit.open({ view: 'Connect' })
  return null
}

test('hostile wallet names render as text and hostile image URLs fall back to the placeholder', async () => {
  const options: AppKitOptions = {
    projectId: 'modal-tests',
    storage: null,
    customWallets: hostile,
    services: {
      blockchainApi: false,
      walletDirectory: 'http://127.0.0.1:9/',
      analytics: false,
      rpc: false,
      authFrame: false,
    },
  }
  render(
    <AppKitProvider options={options}>
      <Opener />
      <AppKitModal />
    </AppKitProvider>,
  )
  act(() => open?.())
  const shadow = await waitFor(() => {
    const root = document.querySelector(modalTagName)?.shadowRoot
    if (!root?.querySelector('[data-wallet-id="good"]')) throw new Error('not yet')
    return root
  })
  const ui = within(shadow.querySelector('[role="dialog"]') as HTMLElement)
  const row = (id: string) => shadow.querySelector(`[data-wallet-id="${id}"]`) as HTMLElement

  // The names are the buttons' text, character for character; no element came from them.
  expect(ui.getByRole('button', { name: /<img src=x onerror="window.__pwned=1">Evil/ })).toBe(row('markup'))
  expect(row('markup').querySelectorAll('img')).toHaveLength(0)
  expect(row('script').textContent).toContain('<script>window.__pwned=3</script>')
  expect(shadow.querySelectorAll('script')).toHaveLength(0)
  expect(ui.getByRole('button', { name: 'Good & "Fine"' })).toBe(row('good'))
  expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()

  // javascript: and data:text/html get the initial placeholder, never an <img>/<iframe>.
  expect(row('markup').querySelector('.oak-placeholder')?.textContent).toBe('<')
  expect(row('script').querySelector('.oak-placeholder')).toBeTruthy()
  expect(shadow.querySelectorAll('iframe, object, embed')).toHaveLength(0)
  // http(s) and data images load; an image id is escaped into the directory's image path, with
  // the project id, sdk type and version the directory requires.
  expect(row('good').querySelector('img')?.getAttribute('src')).toBe('https://images.test/good.png')
  expect(row('inline').querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=')
  const byId = new URL(row('by-id').querySelector('img')?.getAttribute('src') ?? '')
  expect(`${byId.origin}${byId.pathname}`).toBe(
    'http://127.0.0.1:9/getWalletImage/..%2F..%2Fetc%2Fpasswd%3F%3Cx%3E',
  )
  expect(byId.searchParams.get('projectId')).toBe('modal-tests')
  expect(byId.searchParams.get('st')).toBe('openappkit')
  expect(byId.searchParams.get('sv')).toBeTruthy()
  for (const img of shadow.querySelectorAll('img')) {
    expect(img.getAttribute('src')).toMatch(/^(https?:|data:image\/)/)
    expect(img.getAttribute('alt')).toBe('')
  }
})

test('an announced wallet named with a bidi override reads as written: "Safe\\u202eteLLaW" shows "SafeteLLaW"', async () => {
  const connectors = [
    { id: 'spoof', type: 'ANNOUNCED', name: 'Safe\u202eteLLaW', chain: 'eip155' },
    { id: 'blank', type: 'ANNOUNCED', name: '\u202e\u200b', chain: 'eip155', info: { rdns: 'io.blank' } },
  ] as const
  render(
    <AppKitProvider
      options={{
        projectId: 'modal-tests',
        storage: null,
        adapters: [mock({ connectors })],
        services: offline,
      }}
    >
      <Opener />
      <AppKitModal />
    </AppKitProvider>,
  )
  act(() => open?.())
  const shadow = await waitFor(() => {
    const root = document.querySelector(modalTagName)?.shadowRoot
    if (!root?.querySelector('[data-wallet-id="spoof"]')) throw new Error('not yet')
    return root
  })
  const text = (id: string) => shadow.querySelector(`[data-wallet-id="${id}"]`)?.textContent ?? ''
  expect(text('spoof')).toContain('SafeteLLaW')
  expect(text('spoof')).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b-\u200f]/)
  expect(text('blank')).toContain('io.blank')
})
