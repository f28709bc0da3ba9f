import { ed25519 } from '@noble/curves/ed25519.js'
import { type AdapterEvent, createMemoryStorage } from '@openappkit/core'
import { SolanaTestWallet } from '@openappkit/testing/wallet'
import { Keypair, PublicKey } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import bs58 from 'bs58'
import { beforeAll, describe, expect, test } from 'vitest'
import { createSolanaAdapter } from '../src/exports/index.ts'
import { startChain } from './devstack.ts'
import { KeypairWalletAdapter } from './keypairWalletAdapter.ts'

let chain: Awaited<ReturnType<typeof startChain>>

beforeAll(async () => {
  chain = await startChain()
})

describe('wallet adapters the app passes', () => {
  test('are listed as external connectors and do the same calls as Standard wallets', async () => {
    const [keypair] = chain.keypairs.slice(2)
    if (!keypair) throw new Error('devstack has too few accounts')
    const walletAdapter = new KeypairWalletAdapter(keypair)
    const storage = createMemoryStorage()
    const adapter = createSolanaAdapter({ networks: [chain.network], wallets: [walletAdapter], storage })
    expect(adapter.getConnectors()).toContainEqual(
      expect.objectContaining({ id: 'Keypair Adapter', type: 'EXTERNAL', provider: walletAdapter }),
    )

    const events: AdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    const { accounts } = await adapter.connect({ connectorId: 'Keypair Adapter' })
    const address = keypair.publicKey.toBase58()
    expect(accounts).toEqual([{ namespace: 'solana', address, type: 'eoa' }])

    const signature = await adapter.signMessage({ address, message: 'hello' })
    expect(
      ed25519.verify(bs58.decode(signature), new TextEncoder().encode('hello'), keypair.publicKey.toBytes()),
    ).toBe(true)

    const to = Keypair.generate().publicKey
    await adapter.sendTransfer({
      from: address,
      to: to.toBase58(),
      amount: 10_000_000n,
      network: chain.network,
    })
    expect(await chain.chain.getBalance(new PublicKey(to))).toBe(10_000_000)

    // A reload: the trusted adapter reconnects through its own autoConnect.
    adapter.destroy()
    const reloaded = createSolanaAdapter({ networks: [chain.network], wallets: [walletAdapter], storage })
    expect((await reloaded.reconnect())?.accounts[0]?.address).toBe(address)
    const reloadedEvents: AdapterEvent[] = []
    reloaded.subscribe((event) => reloadedEvents.push(event))
    // The device ends the session on its side.
    await walletAdapter.disconnect()
    expect(reloadedEvents).toEqual([{ type: 'disconnect' }])
    expect(reloaded.getAccount()).toBeUndefined()
    expect(events).toEqual([])
    reloaded.destroy()
  })

  test('an untrusted adapter is not prompted by a load-time sync', async () => {
    const walletAdapter = new KeypairWalletAdapter(Keypair.generate())
    const adapter = createSolanaAdapter({
      networks: [chain.network],
      wallets: [walletAdapter],
      storage: null,
    })
    expect(await adapter.syncConnection({ connectorId: 'Keypair Adapter' })).toBeNull()
    expect(walletAdapter.connected).toBe(false)
    adapter.destroy()
  })

  test('a wallet both registered as Standard and passed as an adapter is listed once, as Standard', () => {
    const standard = new SolanaTestWallet({
      name: 'Twin Wallet',
      keypairs: [Keypair.generate()],
      rpcUrl: chain.rpc.url,
    })
    const unregister = getWallets().register(standard)
    const adapter = createSolanaAdapter({
      networks: [chain.network],
      wallets: [new KeypairWalletAdapter(Keypair.generate(), 'Twin Wallet')],
      storage: null,
    })
    expect(adapter.getConnectors().filter((c) => c.name === 'Twin Wallet')).toEqual([
      expect.objectContaining({ type: 'ANNOUNCED', provider: standard }),
    ])
    unregister()
    // Once the extension goes, the app's adapter for it takes its place.
    expect(adapter.getConnectors().filter((c) => c.name === 'Twin Wallet')).toEqual([
      expect.objectContaining({ type: 'EXTERNAL' }),
    ])
    adapter.destroy()
  })
})
