import { type AdapterEvent, createMemoryStorage, UserRejectedRequestError } from '@openappkit/core'
import { SolanaTestWallet } from '@openappkit/testing/wallet'
import { Keypair } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import { registerWallet } from '@wallet-standard/wallet'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createSolanaAdapter, type SolanaAdapter } from '../src/exports/index.ts'
import { startChain } from './devstack.ts'

let chain: Awaited<ReturnType<typeof startChain>>
let wallet: SolanaTestWallet
const adapters: SolanaAdapter[] = []

beforeAll(async () => {
  chain = await startChain()
  wallet = new SolanaTestWallet({
    name: 'Test Wallet',
    keypairs: chain.keypairs.slice(0, 2),
    rpcUrl: chain.rpc.url,
  })
  // As an extension does: announce itself on the page's window.
  registerWallet(wallet)
})

afterEach(async () => {
  // Each test starts with the wallet not authorising the app, as on a fresh install.
  for (const adapter of adapters.splice(0)) adapter.destroy()
  wallet.disconnectFromWallet()
  wallet.answers.clear()
  wallet.switchAccount(0)
})

function adapterWith(storage = createMemoryStorage()) {
  const adapter = createSolanaAdapter({ networks: [chain.network], storage, syncTimeoutMs: 0 })
  adapters.push(adapter)
  return adapter
}

function record(adapter: SolanaAdapter) {
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return events
}

const address = (index: number) => chain.keypairs[index]?.publicKey.toBase58()

describe('discovery', () => {
  test('lists the registered Wallet Standard wallet with its name and icon', () => {
    const adapter = adapterWith()
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({
        id: 'Test Wallet',
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: wallet.icon,
      }),
    ])
  })

  test('watches wallets that register and unregister later, and skips ones that cannot sign', () => {
    const adapter = adapterWith()
    const seen: string[][] = []
    adapter.watchConnectors((connectors) => seen.push(connectors.map((c) => c.id)))
    const late = new SolanaTestWallet({
      name: 'Late Wallet',
      keypairs: [Keypair.generate()],
      rpcUrl: chain.rpc.url,
    })
    const unregister = getWallets().register(late, {
      version: '1.0.0',
      name: 'View Only',
      icon: wallet.icon,
      chains: ['solana:mainnet'],
      accounts: [],
      // It can connect but not sign: of no use to a Solana app.
      features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
    })
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['Test Wallet', 'Late Wallet'])
    unregister()
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['Test Wallet'])
    expect(seen).toEqual([['Test Wallet', 'Late Wallet'], ['Test Wallet']])
  })
})

describe('connect', () => {
  test('connects after one prompt and reports the account on the devstack cluster', async () => {
    const storage = createMemoryStorage()
    const adapter = adapterWith(storage)
    const result = await adapter.connect({ connectorId: 'Test Wallet', network: chain.network })
    expect(result).toEqual({
      connectorId: 'Test Wallet',
      accounts: [{ namespace: 'solana', address: address(0), type: 'eoa' }],
      chainId: chain.network.id,
    })
    expect(wallet.prompts).toBe(1)
    expect(adapter.getAccount()?.address).toBe(address(0))
  })

  test('reconnects a new adapter instance over the same storage without prompting', async () => {
    const storage = createMemoryStorage()
    const first = adapterWith(storage)
    await first.connect({ connectorId: 'Test Wallet' })
    const promptsBefore = wallet.prompts
    first.destroy()

    // A page reload: a new instance, the same storage, the extension still authorising the app.
    const second = adapterWith(storage)
    const restored = await second.reconnect()
    expect(restored?.accounts.map((a) => a.address)).toEqual([address(0)])
    expect(restored?.connectorId).toBe('Test Wallet')
    expect(wallet.prompts).toBe(promptsBefore)
    expect(second.getAccount()?.address).toBe(address(0))
  })

  test('a sync the wallet no longer authorises resolves null, never prompts, and forgets the wallet', async () => {
    const storage = createMemoryStorage()
    const first = adapterWith(storage)
    await first.connect({ connectorId: 'Test Wallet' })
    // The page is closed, then the user revokes the app in the wallet: nobody heard it.
    first.destroy()
    wallet.disconnectFromWallet()
    const promptsBefore = wallet.prompts

    const reloaded = adapterWith(storage)
    expect(await reloaded.syncConnection({ connectorId: 'Test Wallet' })).toBeNull()
    expect(wallet.prompts).toBe(promptsBefore)
    expect(reloaded.getAccount()).toBeUndefined()

    // Forgotten: the load after that does not even ask the wallet.
    const checks = wallet.silentConnects
    expect(await adapterWith(storage).reconnect()).toBeNull()
    expect(wallet.silentConnects).toBe(checks)
  })

  test('reconnecting reopens on the account the user had, not the one the wallet lists first', async () => {
    const multi = new SolanaTestWallet({
      name: 'Multi Wallet',
      keypairs: chain.keypairs.slice(0, 2),
      rpcUrl: chain.rpc.url,
      exposesAll: true,
    })
    const unregister = getWallets().register(multi)
    try {
      const storage = createMemoryStorage()
      const first = adapterWith(storage)
      const connected = await first.connect({ connectorId: 'Multi Wallet' })
      expect(connected.accounts.map((a) => a.address)).toEqual([address(0), address(1)])
      multi.switchAccount(1)
      expect(first.getAccount()?.address).toBe(address(1))
      first.destroy()

      const restored = await adapterWith(storage).reconnect()
      expect(restored?.accounts.map((a) => a.address)).toEqual([address(1), address(0)])
    } finally {
      unregister()
    }
  })

  test('the cluster in use is restored on reload, unless the app names one', async () => {
    const { solanaDevnet } = await import('@openappkit/core')
    const storage = createMemoryStorage()
    const withDevnet = () => {
      const adapter = createSolanaAdapter({
        networks: [chain.network, solanaDevnet],
        storage,
        syncTimeoutMs: 0,
      })
      adapters.push(adapter)
      return adapter
    }
    const first = withDevnet()
    await first.connect({ connectorId: 'Test Wallet' })
    await first.switchNetwork({ network: solanaDevnet })
    first.destroy()

    const reloaded = withDevnet()
    expect(reloaded.getNetwork().caipNetworkId).toBe(chain.network.caipNetworkId)
    const restored = await reloaded.reconnect()
    expect(restored?.chainId).toBe(solanaDevnet.id)
    expect(reloaded.getNetwork().caipNetworkId).toBe(solanaDevnet.caipNetworkId)

    // Core passes the network the app shows; that one wins over ours.
    const told = await withDevnet().syncConnection({ connectorId: 'Test Wallet', network: chain.network })
    expect(told?.chainId).toBe(chain.network.id)
  })

  test('connecting another wallet ends the session with the previous one', async () => {
    const other = new SolanaTestWallet({
      name: 'Other Wallet',
      keypairs: [Keypair.generate()],
      rpcUrl: chain.rpc.url,
    })
    const unregister = getWallets().register(other)
    try {
      const adapter = adapterWith()
      const events = record(adapter)
      await adapter.connect({ connectorId: 'Test Wallet' })
      await adapter.connect({ connectorId: 'Other Wallet' })
      // The wallet we left no longer authorises the app, and its goodbye is not our disconnect.
      expect(wallet.accounts).toEqual([])
      expect(events).toEqual([])
      expect(adapter.getAccount()).toMatchObject({
        connectorId: 'Other Wallet',
        address: other.accounts[0]?.address,
      })
    } finally {
      unregister()
    }
  })

  test('a sync for a wallet that is not installed resolves null', async () => {
    expect(await adapterWith().syncConnection({ connectorId: 'Uninstalled Wallet' })).toBeNull()
  })

  test('a refused connect rejects clearly and leaves the adapter disconnected with nothing stored', async () => {
    const storage = createMemoryStorage()
    const adapter = adapterWith(storage)
    wallet.rejectNext('connect')
    const error = await adapter.connect({ connectorId: 'Test Wallet' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as Error).cause).toMatchObject({ code: 4001 })
    expect(adapter.getAccount()).toBeUndefined()
    expect(storage.data.size).toBe(0)
    expect(await adapterWith(storage).reconnect()).toBeNull()
  })

  test('connecting to an unknown wallet names it', async () => {
    await expect(adapterWith().connect({ connectorId: 'Nope' })).rejects.toThrow(
      /Solana wallet not found[\s\S]*Details: Nope/,
    )
  })

  test('disconnect ends the session in the wallet and forgets it for the next load', async () => {
    const storage = createMemoryStorage()
    const adapter = adapterWith(storage)
    const events = record(adapter)
    await adapter.connect({ connectorId: 'Test Wallet' })
    await adapter.disconnect()
    expect(adapter.getAccount()).toBeUndefined()
    expect(wallet.accounts).toEqual([])
    // The app asked to leave: core already knows, so no disconnect event echoes back.
    expect(events).toEqual([])
    expect(await adapterWith(storage).reconnect()).toBeNull()
  })
})

describe('wallet-side changes', () => {
  test('switching accounts in the wallet reaches subscribers and is remembered', async () => {
    const storage = createMemoryStorage()
    const adapter = adapterWith(storage)
    const events = record(adapter)
    await adapter.connect({ connectorId: 'Test Wallet' })
    wallet.switchAccount(1)
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [{ namespace: 'solana', address: address(1), type: 'eoa' }] },
    ])
    expect(adapter.getAccount()?.address).toBe(address(1))
    const restored = await adapterWith(storage).reconnect()
    expect(restored?.accounts[0]?.address).toBe(address(1))
  })

  test('the wallet ending the session reaches subscribers as a disconnect', async () => {
    const storage = createMemoryStorage()
    const adapter = adapterWith(storage)
    const events = record(adapter)
    await adapter.connect({ connectorId: 'Test Wallet' })
    wallet.disconnectFromWallet()
    expect(events).toEqual([{ type: 'disconnect' }])
    expect(adapter.getAccount()).toBeUndefined()
    await expect(adapter.signMessage({ address: address(0) ?? '', message: 'hi' })).rejects.toThrow(
      'No Solana wallet is connected',
    )
    expect(await adapterWith(storage).reconnect()).toBeNull()
  })

  test('a wallet that goes away ends its session', async () => {
    const gone = new SolanaTestWallet({
      name: 'Gone Wallet',
      keypairs: [Keypair.generate()],
      rpcUrl: chain.rpc.url,
    })
    const unregister = getWallets().register(gone)
    const adapter = adapterWith()
    const events = record(adapter)
    await adapter.connect({ connectorId: 'Gone Wallet' })
    unregister()
    expect(events).toEqual([{ type: 'disconnect' }])
    expect(adapter.getAccount()).toBeUndefined()
  })

  test('events stop after unsubscribing, and a wallet we left cannot change our state', async () => {
    const adapter = adapterWith()
    const events: AdapterEvent[] = []
    const unsubscribe = adapter.subscribe((event) => events.push(event))
    await adapter.connect({ connectorId: 'Test Wallet' })
    unsubscribe()
    wallet.switchAccount(1)
    expect(events).toEqual([])
    await adapter.disconnect()
    const after = record(adapter)
    await adapter.connect({ connectorId: 'Test Wallet' })
    await adapter.disconnect()
    wallet.switchAccount(0)
    expect(after).toEqual([])
    expect(adapter.getAccount()).toBeUndefined()
  })
})

describe('networks', () => {
  test('serves mainnet, devnet and testnet by default, with the app’s RPC URL kept', () => {
    const adapter = createSolanaAdapter({
      walletStandard: false,
      storage: null,
      rpcUrls: { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'https://rpc.example.org' },
    })
    expect(adapter.networks.map((n) => n.name)).toEqual(['Solana', 'Solana Devnet', 'Solana Testnet'])
    expect(adapter.networks[0]?.rpcUrls.default.http).toEqual(['https://rpc.example.org'])
    expect(adapter.networks[1]?.rpcUrls.default.http).toEqual(['https://api.devnet.solana.com'])
  })

  test('switchNetwork changes the cluster used, emits chainChanged, and refuses unknown ones', async () => {
    const { solanaDevnet, solana } = await import('@openappkit/core')
    const adapter = createSolanaAdapter({
      networks: [chain.network, solanaDevnet],
      walletStandard: false,
      storage: null,
    })
    const events = record(adapter)
    await adapter.switchNetwork({ network: solanaDevnet })
    expect(adapter.getNetwork().caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(events).toEqual([{ type: 'chainChanged', chainId: solanaDevnet.id }])
    await expect(adapter.switchNetwork({ network: solana })).rejects.toThrow(
      'Network not served by the Solana adapter',
    )
    expect(adapter.getNetwork().caipNetworkId).toBe(solanaDevnet.caipNetworkId)
  })

  test('refuses networks of another namespace', async () => {
    const { mainnet } = await import('@openappkit/core')
    expect(() => createSolanaAdapter({ networks: [mainnet], walletStandard: false })).toThrow(
      'Invalid createSolanaAdapter options',
    )
  })
})
