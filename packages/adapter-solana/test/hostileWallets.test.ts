import { createMemoryStorage } from '@openappkit/core'
import { SolanaTestWallet } from '@openappkit/testing/wallet'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { createSolanaAdapter, type SolanaAdapter } from '../src/exports/index.ts'
import { startChain } from './devstack.ts'

// Anything on the page may call the Wallet Standard's `register`: wallets with getters that
// throw, Proxies, another wallet's name, remote or huge icons. None raises an uncaught error,
// none hides or takes over a good wallet, and the good wallet still connects on the devstack.

let chain: Awaited<ReturnType<typeof startChain>>
beforeAll(async () => {
  chain = await startChain()
})

const cleanups: (() => void)[] = []
let uncaught: unknown[]
let warn: { mock: { calls: unknown[][] } }
const onUnhandled = (reason: unknown) => uncaught.push(reason)
beforeEach(() => {
  uncaught = []
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  process.on('unhandledRejection', onUnhandled)
  process.on('uncaughtException', onUnhandled)
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  process.off('unhandledRejection', onUnhandled)
  process.off('uncaughtException', onUnhandled)
  vi.restoreAllMocks()
  expect(uncaught).toEqual([])
})

function register(...wallets: Wallet[]) {
  cleanups.push(getWallets().register(...wallets))
}

function testWallet(name: string) {
  return new SolanaTestWallet({ name, keypairs: chain.keypairs.slice(0, 1), rpcUrl: chain.rpc.url })
}

function adapter(): SolanaAdapter {
  const created = createSolanaAdapter({
    networks: [chain.network],
    storage: createMemoryStorage(),
    syncTimeoutMs: 0,
  })
  cleanups.push(() => created.destroy())
  return created
}

const notes = () => warn.mock.calls.map(([message]) => String(message))
const listed = (solana: SolanaAdapter) =>
  solana.getConnectors().map(({ id, name, imageUrl }) => ({ id, name, hasIcon: imageUrl !== undefined }))

describe('hostile Wallet Standard registrations', () => {
  test('throwing getters and a Proxy: nothing uncaught, nothing listed, the good wallet untouched', async () => {
    const good = testWallet('Good Wallet')
    register(good)
    const solana = adapter()
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error('gotcha')
        },
        has() {
          throw new Error('gotcha')
        },
      },
    ) as Wallet
    const throwing = {
      version: '1.0.0',
      get name(): string {
        throw new Error('gotcha')
      },
      get features(): Wallet['features'] {
        throw new Error('gotcha')
      },
      chains: [],
      icon: good.icon,
      accounts: [],
    } as unknown as Wallet
    const nameless = Object.defineProperty(testWallet('x'), 'name', { value: '' })
    register(trap)
    register(throwing)
    register(nameless)
    expect(listed(solana)).toEqual([{ id: 'Good Wallet', name: 'Good Wallet', hasIcon: true }])
    expect(notes()).toHaveLength(3)
    expect(notes()).toContain(
      '[openappkit] ignored a Wallet Standard wallet: a wallet registered without a name.',
    )
    const result = await solana.connect({ connectorId: 'Good Wallet', network: chain.network })
    expect(result.accounts[0]?.address).toBe(chain.keypairs[0]?.publicKey.toBase58())
  })

  test("another wallet's name takes no row: both are listed, the first keeps its id", async () => {
    const first = testWallet('Twin Wallet')
    register(first)
    const solana = adapter()
    const impostor = testWallet('Twin Wallet')
    register(impostor)
    expect(listed(solana).map((c) => c.id)).toEqual(['Twin Wallet', 'Twin Wallet#2'])
    expect(notes()).toEqual([
      '[openappkit] the wallet "Twin Wallet" registered with problems: its name is another wallet\'s; listed as Twin Wallet#2.',
    ])
    await solana.connect({ connectorId: 'Twin Wallet', network: chain.network })
    expect(first.prompts).toBe(1)
    expect(impostor.prompts).toBe(0)
  })

  test('remote, huge and script icons: listed with a placeholder, the reason noted', () => {
    const solana = adapter()
    const icons = {
      Remote: 'https://tracker.test/pixel.png',
      Huge: `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024)}`,
      Script: 'javascript:alert(1)',
    }
    for (const [name, icon] of Object.entries(icons))
      register(Object.defineProperty(testWallet(name), 'icon', { value: icon }))
    expect(listed(solana)).toEqual(Object.keys(icons).map((name) => ({ id: name, name, hasIcon: false })))
    expect(notes()).toHaveLength(3)
    expect(notes()[1]).toContain('its icon is 2048 KiB')
  })

  test('accounts that are garbage or throw read as none, never as an error', async () => {
    const moody = testWallet('Moody Wallet')
    register(moody)
    const solana = adapter()
    await solana.connect({ connectorId: 'Moody Wallet', network: chain.network })
    Object.defineProperty(moody, 'accounts', {
      get() {
        throw new Error('gotcha')
      },
    })
    expect(listed(solana).map((c) => c.id)).toContain('Moody Wallet')
    await expect(
      solana.signMessage({ address: chain.keypairs[0]?.publicKey.toBase58() as string, message: 'hi' }),
    ).rejects.toMatchObject({ shortMessage: 'Account not found in the connected wallet' })
  })
})
