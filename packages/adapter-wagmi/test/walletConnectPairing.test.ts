import type { AdapterEvent, CaipNetwork } from '@openappkit/core'
import {
  createWalletConnectWallet,
  MemoryKeyValueStorage,
  uniquePrefix,
  type WalletConnectWallet,
} from '@openappkit/devstack/walletconnect'
import { type Hex, type PublicClient, parseEther, verifyMessage } from 'viem'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createWagmiAdapter, type WagmiAdapter } from '../src/exports/index.ts'
import { memoryStorage } from './fixtures.ts'
import type { LocalChains } from './localChains.ts'
import {
  closeWalletConnect,
  type RelayAndChains,
  useRelayAndChains,
  walletConnectAdapter,
  walletConnectOf,
} from './walletConnectPage.ts'

// The adapter's WalletConnect connector paired with a real wallet client (sign-client) over the
// devstack's relay, on loopback only.

let egress: RelayAndChains['egress']
let chains: LocalChains
let relay: RelayAndChains['relay']
let local: CaipNetwork
let other: CaipNetwork
let chain: PublicClient
useRelayAndChains((environment) => {
  ;({ egress, chains, relay, local, other, chain } = environment)
})

let adapter: WagmiAdapter
let wallet: WalletConnectWallet
let events: AdapterEvent[]
const waiters: { type: string; resolve: (e: AdapterEvent) => void }[] = []

const nextEvent = <T extends AdapterEvent['type']>(type: T) =>
  new Promise<Extract<AdapterEvent, { type: T }>>((resolve) =>
    waiters.push({ type, resolve: resolve as (e: AdapterEvent) => void }),
  )

function collect(event: AdapterEvent) {
  events.push(event)
  for (const w of waiters.splice(0)) {
    if (w.type === event.type) w.resolve(event)
    else waiters.push(w)
  }
}

/** The app's page: wagmi's storage and WalletConnect's, both kept across a reload. */
function newPage() {
  return {
    storage: memoryStorage(),
    walletConnectStorage: new MemoryKeyValueStorage(),
    prefix: uniquePrefix('dapp'),
  }
}

function newAdapter(page: ReturnType<typeof newPage>): WagmiAdapter {
  return walletConnectAdapter({
    networks: [local, other],
    relayUrl: relay.url,
    walletConnectStorage: page.walletConnectStorage,
    prefix: page.prefix,
    storage: page.storage,
  })
}

let page: ReturnType<typeof newPage>

beforeEach(async () => {
  page = newPage()
  adapter = newAdapter(page)
  events = []
  adapter.subscribe(collect)
  wallet = await createWalletConnectWallet({
    relayUrl: relay.url,
    privateKey: chains.devstack.accounts.evm[0]?.privateKey as Hex,
    chains: { [local.id as number]: chains.devstack.urls.evmRpc, [other.id as number]: chains.second.url },
  })
})

afterEach(async () => {
  await closeWalletConnect(adapter)
  await wallet.close()
  expect(egress.attempts).toEqual([])
})

/** The id the adapter's WalletConnect provider's core client holds, read from the provider itself. */
async function providerClientId(of: WagmiAdapter): Promise<string> {
  // Past what our types name (see WalletConnectProvider): UniversalProvider's sign client.
  const provider = (await walletConnectOf(of).getProvider()) as unknown as {
    client: { core: { crypto: { getClientId(): string } } }
  }
  return provider.client.core.crypto.getClientId()
}

/** The user scans the QR code: the wallet pairs with the URI the adapter surfaced. */
async function pair() {
  const uri = new Promise<string>((resolve) => adapter.watchPairingUri(resolve))
  const connecting = adapter.connect({ connectorId: 'walletConnect' })
  await wallet.pair(await uri)
  return connecting
}

describe('WalletConnect pairing', () => {
  test('is listed as WALLET_CONNECT; the pairing URI is surfaced and the session approved', async () => {
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'walletConnect',
        type: 'WALLET_CONNECT',
        name: 'WalletConnect',
        chain: 'eip155',
        // A picture of our own, not a letter placeholder.
        imageUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
      },
    ])
    let surfaced = ''
    adapter.watchPairingUri((uri) => {
      surfaced = uri
    })
    const events: AdapterEvent[] = []
    const unsubscribe = adapter.subscribe((event) => events.push(event))
    const result = await pair()
    unsubscribe()
    expect(surfaced).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    // The same URI reaches core through the adapter contract, for the app's own QR.
    expect(events).toContainEqual({ type: 'displayUri', uri: surfaced })
    // The WalletConnect core client's own id (the did:key it signs its relay connection with),
    // for the data-service calls' clientId.
    const clientId = await providerClientId(adapter)
    expect(clientId).toMatch(/^did:key:z[1-9A-HJ-NP-Za-km-z]{40,}$/)
    expect(events).toContainEqual({ type: 'walletConnectClientId', clientId })
    expect(result).toEqual({
      connectorId: 'walletConnect',
      accounts: [{ namespace: 'eip155', address: wallet.address, type: 'eoa' }],
      chainId: local.id,
      // The wallet as its session peer describes itself, not "WalletConnect".
      wallet: { name: 'Test Phone Wallet', url: 'http://127.0.0.1/' },
    })
  })

  test('personal_sign is verified and eth_sendTransaction is mined on anvil', async () => {
    await pair()
    const message = 'Hello from the dapp'
    const signature = await adapter.signMessage({ address: wallet.address, message })
    expect(await verifyMessage({ address: wallet.address, message, signature: signature as Hex })).toBe(true)

    const to = chains.devstack.accounts.evm[9]?.address as `0x${string}`
    const before = await chain.getBalance({ address: to })
    const hash = await adapter.sendTransfer({
      from: wallet.address,
      to,
      amount: parseEther('1'),
      network: local,
    })
    expect((await chain.waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
    expect(await chain.getBalance({ address: to })).toBe(before + parseEther('1'))
    expect(wallet.handled).toEqual(['personal_sign', 'eth_sendTransaction'])
  })

  test('a chain change in the wallet reaches state', async () => {
    await pair()
    const changed = nextEvent('chainChanged')
    await wallet.changeChain(other.id as number)
    expect(await changed).toEqual({ type: 'chainChanged', chainId: other.id })
    const { current, connections } = adapter.wagmiConfig.state
    expect(current && connections.get(current)?.chainId).toBe(other.id)
  })

  test('a chain change in the wallet: its accounts there become current, and the next request goes to that chain', async () => {
    await wallet.close()
    // A wallet with another account on the second chain.
    const there = chains.devstack.accounts.evm[2]
    wallet = await createWalletConnectWallet({
      relayUrl: relay.url,
      privateKey: chains.devstack.accounts.evm[0]?.privateKey as Hex,
      chains: { [local.id as number]: chains.devstack.urls.evmRpc, [other.id as number]: chains.second.url },
      keysByChain: { [other.id as number]: there?.privateKey as Hex },
    })
    await pair()
    const accountsChanged = nextEvent('accountsChanged')
    const chainChanged = nextEvent('chainChanged')
    await wallet.changeChain(other.id as number)
    expect(await chainChanged).toEqual({ type: 'chainChanged', chainId: other.id })
    expect((await accountsChanged).accounts).toEqual([
      { namespace: 'eip155', address: there?.address, type: 'eoa' },
    ])
    const asked = new Promise<string>((resolve) => {
      wallet.client.on('session_request', (event) => resolve(event.params.chainId))
    })
    const signature = await adapter.signMessage({
      address: there?.address as string,
      message: 'on the new chain',
    })
    expect(await asked).toBe(`eip155:${other.id}`)
    expect(
      await verifyMessage({
        address: there?.address as Hex,
        message: 'on the new chain',
        signature: signature as Hex,
      }),
    ).toBe(true)
    // The session's provider reads from the new chain too.
    const provider = (await walletConnectOf(adapter).getProvider()) as unknown as {
      request(request: { method: string }): Promise<string>
    }
    expect(Number(await provider.request({ method: 'eth_chainId' }))).toBe(other.id)
  })

  test('the wallet ending the session disconnects the app', async () => {
    await pair()
    const disconnected = nextEvent('disconnect')
    await wallet.disconnect()
    expect(await disconnected).toEqual({ type: 'disconnect' })
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
  })

  test('a reload restores the session without a new pairing, and requests still reach the wallet', async () => {
    const connected = await pair()
    const before = await providerClientId(adapter)
    adapter.destroy()
    adapter = newAdapter(page)
    const reported = nextEvent('walletConnectClientId')
    adapter.subscribe(collect)
    const restored = await adapter.syncConnection({ connectorId: 'walletConnect' })
    expect(restored).toEqual(connected)
    // The restored client is the same client: same id, reported again for the new page.
    expect((await reported).clientId).toBe(before)
    const signature = await adapter.signMessage({ address: wallet.address, message: 'after reload' })
    expect(
      await verifyMessage({ address: wallet.address, message: 'after reload', signature: signature as Hex }),
    ).toBe(true)
  })

  test('an adapter given only a projectId and options makes a session of its own, which pairs', async () => {
    const own = createWagmiAdapter({
      networks: [local],
      projectId: 'openappkit-tests',
      walletConnect: {
        relayUrl: relay.url,
        storage: new MemoryKeyValueStorage() as never,
        customStoragePrefix: uniquePrefix('own'),
      },
      injected: false,
      storage: memoryStorage(),
    })
    const session = own.walletConnect
    try {
      expect(session?.projectId).toBe('openappkit-tests')
      const uri = new Promise<string>((resolve) => own.watchPairingUri(resolve))
      const connecting = own.connect({ connectorId: 'walletConnect' })
      await wallet.pair(await uri)
      expect((await connecting).accounts).toEqual([
        { namespace: 'eip155', address: wallet.address, type: 'eoa' },
      ])
    } finally {
      own.destroy()
      await session?.close()
    }
  })

  test('the app ending the session ends it in the wallet too', async () => {
    await pair()
    const seen = events.length // the pairing URI came before
    const topic = wallet.topic as string
    const deleted = new Promise<{ topic: string }>((resolve) => wallet.client.once('session_delete', resolve))
    await adapter.disconnect()
    expect((await deleted).topic).toBe(topic)
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
    // Core already knows of a disconnect it asked for: no event.
    expect(events.slice(seen)).toEqual([])
  })
})
