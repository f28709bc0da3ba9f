import type { CaipNetwork } from '@openappkit/core'
import {
  createWalletConnectWallet,
  MemoryKeyValueStorage,
  uniquePrefix,
  type WalletConnectWallet,
} from '@openappkit/devstack/walletconnect'
import {
  findUnreadableKeys,
  forgetWalletConnectGlobalCore,
  isWalletConnectKey,
} from '@openappkit/walletconnect'
import { type Hex, verifyMessage } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { WagmiAdapter } from '../src/exports/index.ts'
import type { LocalChains } from './localChains.ts'
import {
  closeWalletConnect,
  type RelayAndChains,
  useRelayAndChains,
  walletConnectAdapter,
} from './walletConnectPage.ts'

// WalletConnect's own storage filled with garbage (what an older version or a broken write
// leaves): the real provider against the devstack relay and a real sign-client wallet. The
// adapter clears WalletConnect's keys only, starts again, and the pairing works.

let egress: RelayAndChains['egress']
let chains: LocalChains
let relay: RelayAndChains['relay']
let local: CaipNetwork
useRelayAndChains((environment) => {
  ;({ egress, chains, relay, local } = environment)
})

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  vi.restoreAllMocks()
  expect(egress.attempts).toEqual([])
})

type Page = { storage: MemoryKeyValueStorage; prefix: string }

function newAdapter(page: Page): WagmiAdapter {
  const adapter = walletConnectAdapter({
    networks: [local],
    relayUrl: relay.url,
    walletConnectStorage: page.storage,
    prefix: page.prefix,
  })
  cleanups.push(() => closeWalletConnect(adapter))
  return adapter
}

async function newWallet(): Promise<WalletConnectWallet> {
  const wallet = await createWalletConnectWallet({
    relayUrl: relay.url,
    privateKey: chains.devstack.accounts.evm[0]?.privateKey as Hex,
    chains: { [local.id as number]: chains.devstack.urls.evmRpc },
  })
  cleanups.push(() => wallet.close())
  return wallet
}

async function pair(adapter: WagmiAdapter, wallet: WalletConnectWallet) {
  const uri = new Promise<string>((resolve) => adapter.watchPairingUri(resolve))
  const connecting = adapter.connect({ connectorId: 'walletConnect' })
  // A start that fails shows no QR: fail with its error rather than wait for a URI forever.
  await wallet.pair(
    await Promise.race([uri, connecting.then(() => Promise.reject(new Error('no pairing URI')))]),
  )
  return connecting
}

/** Every key WalletConnect keeps for a dapp, as 2.x writes them. */
const walletConnectKeys = (prefix: string) => [
  ...[
    'keychain',
    'messages',
    'messages_withoutClientAck',
    'subscription',
    'pairing',
    'history',
    'expirer',
  ].map((name) => `wc@2:core:0.3:${prefix}//${name}`),
  `wc@2:core:0.1:${prefix}//event-client`,
  ...['session', 'proposal', 'request'].map((name) => `wc@2:client:0.3:${prefix}//${name}`),
  'wc@2:universal_provider:/namespaces',
  'wc@2:universal_provider:/optionalNamespaces',
  'wc@2:ethereum_provider:/chainId',
]

describe("WalletConnect's corrupt storage", () => {
  test.each([
    ['a string', 'garbage'],
    ['a number', 42],
    ['an object where lists are kept', { a: 1 }],
    ['a list of garbage', [1, 2, 'x']],
    ['null', null],
  ])('%s in every key: it clears only its own keys, shows a QR and pairs', async (_, garbage) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const page = { storage: new MemoryKeyValueStorage(), prefix: uniquePrefix('dapp') }
    for (const key of walletConnectKeys(page.prefix)) await page.storage.setItem(key, garbage)
    // The app's own keys, and another app's WalletConnect on the same origin (another prefix).
    const others = {
      'app:settings': { theme: 'dark' },
      'wc@2:core:0.3:other-app//keychain': 'not ours to judge',
    }
    for (const [key, value] of Object.entries(others)) await page.storage.setItem(key, value)

    const adapter = newAdapter(page)
    const wallet = await newWallet()
    const result = await pair(adapter, wallet)
    expect(result.accounts[0]?.address).toBe(wallet.address)
    // Usable afterwards: a request reaches the wallet and comes back signed.
    const signature = await adapter.signMessage({ address: wallet.address, message: 'after repair' })
    expect(
      await verifyMessage({ address: wallet.address, message: 'after repair', signature: signature as Hex }),
    ).toBe(true)
    for (const [key, value] of Object.entries(others)) expect(await page.storage.getItem(key)).toEqual(value)
    expect(warn.mock.calls.map(([message]) => String(message))).toContainEqual(
      expect.stringMatching(
        /^\[openappkit\] WalletConnect could not read its storage \(wc@2:.*\); cleared its \d+ keys and started again\.$/,
      ),
    )
  })

  test('a session record corrupted between visits: the reload restores nothing, throws nothing, and a new pairing works', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const page = { storage: new MemoryKeyValueStorage(), prefix: uniquePrefix('dapp') }
    const first = newAdapter(page)
    const wallet = await newWallet()
    await pair(first, wallet)
    await page.storage.setItem(`wc@2:client:0.3:${page.prefix}//session`, 'garbage')
    // A new page: WalletConnect's per-prefix core is not carried over.
    first.destroy()
    forgetWalletConnectGlobalCore(page.prefix)

    const reloaded = newAdapter(page)
    await expect(reloaded.syncConnection({ connectorId: 'walletConnect' })).resolves.toBeNull()
    const again = await pair(reloaded, await newWallet())
    expect(again.accounts).toHaveLength(1)
    expect(await page.storage.getItem(`wc@2:client:0.3:${page.prefix}//session`)).toEqual([
      expect.objectContaining({ topic: expect.any(String) }),
    ])
  })

  test('what WalletConnect itself writes reads as readable: a live session is never cleared', async () => {
    const page = { storage: new MemoryKeyValueStorage(), prefix: uniquePrefix('dapp') }
    const adapter = newAdapter(page)
    const wallet = await newWallet()
    await pair(adapter, wallet)
    await adapter.signMessage({ address: wallet.address, message: 'fill the history' })
    const keys = await page.storage.getKeys()
    expect(keys.filter((key) => isWalletConnectKey(key, page.prefix)).length).toBeGreaterThan(8)
    expect(await findUnreadableKeys(page.storage as never, page.prefix)).toEqual([])
  })
})
