import { type CreateSolanaAdapterParameters, createSolanaAdapter } from '@openappkit/adapter-solana'
import { createAppKit, isUserRejection, solanaDevnet, UserRejectedRequestError } from '@openappkit/core'
import { act, fireEvent, render, renderHook, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { AppKitProvider } from '../src/AppKitProvider.tsx'
import { useAppKit } from '../src/hooks/useAppKit.ts'
import { useConnect } from '../src/hooks/useConnect.ts'
import { useWallets } from '../src/hooks/useWallets.ts'
import { AppKitModal } from '../src/modal/AppKitModal.tsx'
import { findModalDialog } from './modalDialog.ts'
import { wrapperFor } from './wrapperFor.tsx'

// A refusal in a Solana wallet, through the real Solana adapter, as the hooks and the modal see
// it. The wallets are Wallet Standard wallets written here (the shape an extension registers),
// each refusing the way real ones do, then approving when asked again. No RPC is reached: the
// cluster's URL is a closed loopback port.

const address = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const icon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

function refusingWallet(name: string, refusal: () => unknown) {
  let refuseNext = true
  let accounts: unknown[] = []
  const account = { address, publicKey: new Uint8Array(32), chains: ['solana:devnet'], features: [] }
  return {
    version: '1.0.0',
    name,
    icon,
    chains: ['solana:devnet'],
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          if (input?.silent) return { accounts }
          if (refuseNext) {
            refuseNext = false
            throw refusal()
          }
          accounts = [account]
          return { accounts }
        },
      },
      'standard:events': { version: '1.0.0', on: () => () => {} },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async () => [],
      },
      'solana:signMessage': { version: '1.0.0', signMessage: async () => [] },
    },
  }
}

// Phantom and Solflare answer 4001 with "User rejected the request."; Backpack says only "Approval Denied".
const phantomLike = () =>
  refusingWallet('Phantomish', () => Object.assign(new Error('User rejected the request.'), { code: 4001 }))
const wordsOnly = () => refusingWallet('Backpackish', () => new Error('Approval Denied'))

const adapters: { destroy(): void }[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
})

function appKitWith(...wallets: ReturnType<typeof refusingWallet>[]) {
  const registry = { get: () => wallets, on: () => () => {}, register: () => () => {} }
  const adapter = createSolanaAdapter({
    networks: [solanaDevnet],
    rpcUrls: { [solanaDevnet.caipNetworkId]: 'http://127.0.0.1:9' },
    walletStandard: registry as unknown as CreateSolanaAdapterParameters['walletStandard'],
    walletConnect: false,
    syncTimeoutMs: 0,
  })
  adapters.push(adapter)
  return createAppKit({
    projectId: 'solana-refusal',
    adapters: [adapter],
    storage: null,
    services: {
      blockchainApi: false,
      walletDirectory: false,
      analytics: false,
      rpc: false,
      authFrame: false,
    },
  })
}

test('hooks: each Solana refusal is UserRejectedRequestError with the wallet’s error as cause; asked again, it connects', async () => {
  const appKit = appKitWith(phantomLike(), wordsOnly())
  const { result } = renderHook(() => ({ list: useWallets(), connect: useConnect() }), {
    wrapper: wrapperFor(appKit),
  })
  await waitFor(() =>
    expect(result.current.list.wallets.map((w) => w.name)).toEqual(['Phantomish', 'Backpackish']),
  )
  for (const wallet of result.current.list.wallets) {
    let caught: unknown
    await act(() => result.current.connect.connectAsync(wallet).catch((error: unknown) => (caught = error)))
    expect(caught).toBeInstanceOf(UserRejectedRequestError)
    expect(isUserRejection(caught)).toBe(true)
    expect((caught as Error).cause).toBeInstanceOf(Error)
    await waitFor(() => expect(result.current.connect.error).toBe(caught))
    expect(appKit.store.get(appKit.atoms.account('solana')).status).toBe('disconnected')
  }
  const [first] = result.current.list.wallets
  const account = await act(() =>
    result.current.connect.connectAsync(first as (typeof result.current.list.wallets)[0]),
  )
  expect(account).toMatchObject({ namespace: 'solana', address, status: 'connected' })
})

let open: ReturnType<typeof useAppKit>['open'] | undefined
function Opener() {
  open = useAppKit().open
  return null
}

test('modal: a Solana wallet’s refusal says "Connection declined", and Try again connects', async () => {
  const appKit = appKitWith(phantomLike())
  render(
    <AppKitProvider appKit={appKit}>
      <Opener />
      <AppKitModal />
    </AppKitProvider>,
  )
  act(() => open?.({ view: 'Connect' }))
  const ui = await findModalDialog()
  fireEvent.click(await ui.findByRole('button', { name: /Phantomish/ }))
  expect((await ui.findByRole('alert')).textContent).toBe('Connection declined')
  expect(ui.getByText('The wallet declined the request. You can try again.')).toBeTruthy()
  fireEvent.click(ui.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(ui.getByRole('heading', { level: 2 }).textContent).toBe('Account'))
})
