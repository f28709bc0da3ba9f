import { ed25519 } from '@noble/curves/ed25519.js'
import { createSolanaAdapter, fetchSolanaCluster, type SolanaAdapter } from '@openappkit/adapter-solana'
import { createWagmiAdapter, type WagmiAdapter } from '@openappkit/adapter-wagmi'
import {
  type AdapterEvent,
  type CaipNetwork,
  connectWallet,
  createAppKit,
  defineNetwork,
  getAccount,
  NamespaceNotApprovedError,
} from '@openappkit/core'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import {
  createWalletConnectWallet,
  guardEgress,
  MemoryKeyValueStorage,
  nextEvent,
  uniquePrefix,
  type WalletConnectWallet,
} from '@openappkit/devstack/walletconnect'
import { createWalletConnect, type WalletConnect } from '@openappkit/walletconnect'
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest'

// One WalletConnect session for both namespaces: the EVM and Solana adapters on one
// createWalletConnect(), a real @walletconnect/sign-client wallet on the devstack's relay that
// approves eip155 and solana, anvil and litesvm behind them. Nothing leaves loopback.

let egress: ReturnType<typeof guardEgress>
let devstack: DevstackInfo
let evm: CaipNetwork
let sol: CaipNetwork
let chain: Connection

beforeAll(async () => {
  egress = guardEgress()
  devstack = inject('devstack')
  evm = defineNetwork({
    chainNamespace: 'eip155',
    id: devstack.chains.evm.chainId,
    name: 'Devstack',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrl: devstack.urls.evmRpc,
    testnet: true,
  })
  sol = await fetchSolanaCluster({ name: 'Devstack Solana', rpcUrl: devstack.urls.solanaRpc as string })
  chain = new Connection(devstack.urls.solanaRpc as string, 'confirmed')
})
afterAll(async () => {
  egress?.restore()
})

type Page = { storage: MemoryKeyValueStorage; prefix: string }
type App = {
  walletConnect: WalletConnect
  wagmi: WagmiAdapter
  solana: SolanaAdapter
  events: AdapterEvent[][]
}

let page: Page
let app: App
let wallet: WalletConnectWallet
const opened: App[] = []

/** The app on a page: one shared session handed to both adapters, as the README shows. */
function openApp(on: Page): App {
  const walletConnect = createWalletConnect({
    projectId: 'openappkit-tests',
    relayUrl: devstack.urls.relay,
    storage: on.storage,
    customStoragePrefix: on.prefix,
    metadata: {
      name: 'Both namespaces',
      description: 'walletconnect tests',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  const wagmi = createWagmiAdapter({
    networks: [evm],
    walletConnect,
    injected: false,
    eip6963: false,
    storage: null,
  })
  const solana = createSolanaAdapter({ networks: [sol], walletConnect, walletStandard: false })
  const events: AdapterEvent[][] = [[], []]
  wagmi.subscribe((event) => events[0]?.push(event))
  solana.subscribe((event) => events[1]?.push(event))
  const opening = { walletConnect, wagmi, solana, events }
  opened.push(opening)
  return opening
}

/**
 * The phone wallet on eip155 and solana; `solanaMethods` narrows what it approves on Solana,
 * `approve` the namespaces it approves at all.
 */
function newWallet(solanaMethods?: string[], approve?: ('eip155' | 'solana')[]) {
  return createWalletConnectWallet({
    ...(approve ? { approve } : {}),
    relayUrl: devstack.urls.relay,
    privateKey: devstack.accounts.evm[2]?.privateKey as Hex,
    chains: { [devstack.chains.evm.chainId]: devstack.urls.evmRpc },
    solana: {
      secretKey: Uint8Array.from(devstack.accounts.solana[2]?.secretKey ?? []),
      caipNetworkId: sol.caipNetworkId,
      rpcUrl: devstack.urls.solanaRpc as string,
      ...(solanaMethods ? { methods: solanaMethods } : {}),
    },
  })
}

beforeEach(async () => {
  page = { storage: new MemoryKeyValueStorage(), prefix: uniquePrefix('both') }
  app = openApp(page)
  wallet = await newWallet()
})

afterEach(async () => {
  for (const each of opened.splice(0)) {
    each.wagmi.destroy()
    each.solana.destroy()
    await each.walletConnect.close()
  }
  await wallet.close()
  expect(egress.attempts).toEqual([])
})

/** The user picks WalletConnect for both namespaces and scans the one QR code. */
async function pairBoth(on: App = app) {
  const uris: string[] = []
  const stop = on.walletConnect.subscribe((event) => {
    if (event.type === 'displayUri') uris.push(event.uri)
  })
  const firstUri = new Promise<string>((resolve) => {
    const off = on.walletConnect.subscribe((event) => {
      if (event.type === 'displayUri') {
        off()
        resolve(event.uri)
      }
    })
  })
  const connecting = Promise.all([
    on.wagmi.connect({ connectorId: 'walletConnect' }),
    on.solana.connect({ connectorId: 'walletConnect' }),
  ])
  await wallet.pair(await firstUri)
  const results = await connecting
  stop()
  return { results, uris }
}

describe('one WalletConnect session for EVM and Solana', () => {
  test('both adapters list it under one id; one pairing connects both namespaces', async () => {
    expect(app.wagmi.getConnectors().map((c) => [c.id, c.type, c.chain])).toEqual([
      ['walletConnect', 'WALLET_CONNECT', 'eip155'],
    ])
    expect(app.solana.getConnectors().map((c) => [c.id, c.type, c.chain])).toEqual([
      ['walletConnect', 'WALLET_CONNECT', 'solana'],
    ])
    const { results, uris } = await pairBoth()
    // One QR code for both: a second pairing would be a second scan.
    expect(uris).toHaveLength(1)
    const peer = { name: 'Test Phone Wallet', url: 'http://127.0.0.1/' }
    expect(results).toEqual([
      {
        connectorId: 'walletConnect',
        accounts: [{ namespace: 'eip155', address: wallet.address, type: 'eoa' }],
        chainId: evm.id,
        wallet: peer,
      },
      {
        connectorId: 'walletConnect',
        accounts: [{ namespace: 'solana', address: wallet.solanaAddress, type: 'eoa' }],
        chainId: sol.id,
        wallet: peer,
      },
    ])
    // The pairing URI reached core through both adapters, for a QR in an app of either namespace.
    for (const events of app.events) expect(events).toContainEqual({ type: 'displayUri', uri: uris[0] })
  })

  test("createAppKit's projectId: the Solana adapter given no session joins the EVM adapter's; one QR pairs both", async () => {
    // The EVM adapter gets the app's session (on the devstack's relay), the Solana adapter nothing.
    const walletConnect = createWalletConnect({
      projectId: 'openappkit-tests',
      relayUrl: devstack.urls.relay,
      storage: page.storage,
      customStoragePrefix: page.prefix,
    })
    const wagmi = createWagmiAdapter({
      networks: [evm],
      walletConnect,
      injected: false,
      eip6963: false,
      storage: null,
    })
    const solana = createSolanaAdapter({ networks: [sol], walletStandard: false })
    const appKit = createAppKit({
      projectId: 'openappkit-tests',
      networks: [evm, sol],
      adapters: [wagmi, solana],
      storage: null,
      services: {
        blockchainApi: false,
        walletDirectory: false,
        analytics: false,
        rpc: false,
        authFrame: false,
      },
    })
    expect(solana.walletConnect).toBe(walletConnect)
    const shared = { walletConnect, wagmi, solana, events: [[], []] }
    opened.push(shared)
    const { results, uris } = await pairBoth(shared)
    expect(uris).toHaveLength(1)
    expect(results.map((r) => r.accounts[0]?.address)).toEqual([wallet.address, wallet.solanaAddress])
    appKit.destroy()
  })

  test.each([
    ['EVM', 'Solana'],
    ['Solana', 'EVM'],
  ])(
    "createAppKit's projectId and the EVM adapter's WalletConnect options, adapters listed %s first: one session from those options, one QR pairs both",
    async (first) => {
      // The EVM adapter has options (the devstack's relay, the page's storage) but no project id;
      // the Solana adapter has nothing. Whoever is listed first, the session is made once, from
      // the EVM adapter's options: a session of the Solana adapter's own would be a second client,
      // on WalletConnect's default relay, which this machine never reaches.
      const wagmi = createWagmiAdapter({
        networks: [evm],
        walletConnect: {
          relayUrl: devstack.urls.relay,
          storage: page.storage,
          customStoragePrefix: page.prefix,
          metadata: {
            name: 'Options',
            description: 'walletconnect tests',
            url: 'http://127.0.0.1',
            icons: [],
          },
        },
        injected: false,
        eip6963: false,
        storage: null,
      })
      const solana = createSolanaAdapter({ networks: [sol], walletStandard: false })
      const appKit = createAppKit({
        projectId: 'openappkit-tests',
        networks: [evm, sol],
        adapters: first === 'EVM' ? [wagmi, solana] : [solana, wagmi],
        storage: null,
        services: {
          blockchainApi: false,
          walletDirectory: false,
          analytics: false,
          rpc: false,
          authFrame: false,
        },
      })
      const walletConnect = wagmi.walletConnect
      if (!walletConnect) throw new Error('the EVM adapter made no WalletConnect session')
      expect(solana.walletConnect).toBe(walletConnect)
      const shared = { walletConnect, wagmi, solana, events: [[], []] }
      opened.push(shared)
      const { results, uris } = await pairBoth(shared)
      expect(uris).toHaveLength(1)
      expect(results.map((r) => r.accounts[0]?.address)).toEqual([wallet.address, wallet.solanaAddress])
      appKit.destroy()
    },
  )

  test('the EVM message, the Solana message and a SOL send, all in the one session', async () => {
    await pairBoth()
    const message = 'Signed on EVM over the shared session'
    const evmSignature = await app.wagmi.signMessage({ address: wallet.address, message })
    expect(await verifyMessage({ address: wallet.address, message, signature: evmSignature as Hex })).toBe(
      true,
    )

    const solanaAddress = wallet.solanaAddress as string
    const text = 'Signed on Solana over the shared session'
    const solSignature = await app.solana.signMessage({ address: solanaAddress, message: text })
    expect(
      ed25519.verify(bs58.decode(solSignature), new TextEncoder().encode(text), bs58.decode(solanaAddress)),
    ).toBe(true)

    const to = new PublicKey(devstack.accounts.solana[3]?.publicKey as string)
    const before = await chain.getBalance(to)
    const amount = BigInt(LAMPORTS_PER_SOL / 4)
    const signature = await app.solana.sendTransfer({
      from: solanaAddress,
      to: to.toBase58(),
      amount,
      network: sol,
    })
    expect(bs58.decode(signature)).toHaveLength(64)
    expect(BigInt(await chain.getBalance(to))).toBe(BigInt(before) + amount)
    expect(wallet.handled).toEqual(['personal_sign', 'solana_signMessage', 'solana_signAndSendTransaction'])
  })

  test('a wallet that only signs: the adapter sends what it signed (solana_signTransaction)', async () => {
    await wallet.close()
    wallet = await newWallet(['solana_signMessage', 'solana_signTransaction'])
    await pairBoth()
    const to = new PublicKey(devstack.accounts.solana[3]?.publicKey as string)
    const before = BigInt(await chain.getBalance(to))
    const amount = 12_345n
    const from = wallet.solanaAddress as string
    const signature = await app.solana.sendTransfer({ from, to: to.toBase58(), amount, network: sol })
    expect(BigInt(await chain.getBalance(to))).toBe(before + amount)
    const landed = await chain.getTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    })
    expect(landed?.transaction.message.staticAccountKeys[0]?.toBase58()).toBe(from)
    expect(wallet.handled).toEqual(['solana_signTransaction'])
  })

  test('a wallet-side session delete disconnects both namespaces', async () => {
    await pairBoth()
    await wallet.disconnect()
    await expect
      .poll(() => app.events.map((events) => events.filter((e) => e.type === 'disconnect').length))
      .toEqual([1, 1])
    expect(app.wagmi.wagmiConfig.state.status).toBe('disconnected')
    expect(app.solana.getAccount()).toBeUndefined()
    expect(app.walletConnect.isConnected()).toBe(false)
  })

  test('the app leaving EVM keeps Solana; leaving Solana too ends the session in the wallet', async () => {
    await pairBoth()
    const topic = wallet.topic as string
    await app.wagmi.disconnect()
    expect(app.walletConnect.isConnected()).toBe(true)
    const text = 'still here'
    const signature = await app.solana.signMessage({ address: wallet.solanaAddress as string, message: text })
    expect(bs58.decode(signature)).toHaveLength(64)
    const deleted = nextEvent(wallet.client, 'session_delete')
    await app.solana.disconnect()
    expect((await deleted).topic).toBe(topic)
    expect(app.walletConnect.isConnected()).toBe(false)
  })

  test('a reload restores both namespaces from the one stored session, without a pairing', async () => {
    const { results } = await pairBoth()
    const reloaded = openApp(page)
    const restored = await Promise.all([
      reloaded.wagmi.syncConnection({ connectorId: 'walletConnect' }),
      reloaded.solana.syncConnection({ connectorId: 'walletConnect' }),
    ])
    expect(restored).toEqual(results)
    const text = 'after reload'
    const signature = await reloaded.solana.signMessage({
      address: wallet.solanaAddress as string,
      message: text,
    })
    expect(
      ed25519.verify(
        bs58.decode(signature),
        new TextEncoder().encode(text),
        bs58.decode(wallet.solanaAddress as string),
      ),
    ).toBe(true)
  })

  test('a held answer is waited for, and the app is not blocked meanwhile', async () => {
    await pairBoth()
    const solanaAddress = wallet.solanaAddress as string
    const hold = wallet.holdNext('solana_signMessage')
    let settled = false
    const signing = app.solana.signMessage({ address: solanaAddress, message: 'held' }).finally(() => {
      settled = true
    })
    await hold.received
    // Meanwhile reads of both namespaces go on (the wallet answers its own requests one at a time).
    expect((await app.solana.getBalance({ address: solanaAddress, network: sol })).value).toBeGreaterThan(0n)
    expect((await app.wagmi.getBalance({ address: wallet.address, network: evm })).value).toBeGreaterThan(0n)
    expect(settled).toBe(false)
    expect(app.solana.getAccount()?.address).toBe(solanaAddress)
    hold.release()
    const signature = await signing
    expect(
      ed25519.verify(bs58.decode(signature), new TextEncoder().encode('held'), bs58.decode(solanaAddress)),
    ).toBe(true)
  })

  test('garbage answers are refused with a clear error and change nothing', async () => {
    await pairBoth()
    const solanaAddress = wallet.solanaAddress as string
    const sign = () => app.solana.signMessage({ address: solanaAddress, message: 'garbage?' })
    for (const [answer, why] of [
      [{ signature: '0OIl+/not-base58' }, /solana_signMessage with a signature that is not base58/],
      [
        { signature: bs58.encode(new Uint8Array(10)) },
        /solana_signMessage with a signature of 10 bytes, not 64/,
      ],
      ['just a string', /solana_signMessage with no signature/],
      [null, /solana_signMessage with no signature/],
    ] as const) {
      wallet.answerNextWith('solana_signMessage', answer)
      await expect(sign()).rejects.toMatchObject({
        shortMessage: 'The wallet could not complete the request',
        details: expect.stringMatching(why),
      })
    }
    wallet.answerNextWith('solana_signAndSendTransaction', { signature: 42 })
    const to = devstack.accounts.solana[1]?.publicKey as string
    await expect(
      app.solana.sendTransfer({ from: solanaAddress, to, amount: 1000n, network: sol }),
    ).rejects.toMatchObject({
      details: expect.stringMatching(/solana_signAndSendTransaction with no signature/),
    })
    wallet.answerNextWith('personal_sign', '0x1234')
    await expect(app.wagmi.signMessage({ address: wallet.address, message: 'x' })).rejects.toThrow(
      'The wallet answered with an invalid signature',
    )
    // Both namespaces still connected, and the next honest answer is taken.
    expect(app.solana.getAccount()?.address).toBe(solanaAddress)
    expect(app.wagmi.wagmiConfig.state.status).toBe('connected')
    const signature = await sign()
    expect(
      ed25519.verify(
        bs58.decode(signature),
        new TextEncoder().encode('garbage?'),
        bs58.decode(solanaAddress),
      ),
    ).toBe(true)
  })

  test('a connect abandoned before the wallet approves ends the late session in the wallet', async () => {
    const controller = new AbortController()
    const uri = new Promise<string>((resolve) =>
      app.walletConnect.subscribe((e) => e.type === 'displayUri' && resolve(e.uri)),
    )
    const connecting = app.solana.connect({ connectorId: 'walletConnect', signal: controller.signal })
    const pairingUri = await uri
    controller.abort(new Error('the user went elsewhere'))
    const deleted = nextEvent(wallet.client, 'session_delete')
    await wallet.pair(pairingUri)
    await expect(connecting).rejects.toThrow('the user went elsewhere')
    expect((await deleted).topic).toBe(wallet.topic)
    expect(app.solana.getAccount()).toBeUndefined()
    await expect.poll(() => app.walletConnect.isConnected()).toBe(false)
  })
})

/** The app's instance over both adapters, as the modal's WalletConnect row reaches them; no hosted service. */
const appOnBoth = (defaultNetwork: CaipNetwork) =>
  createAppKit({
    projectId: 'openappkit-tests',
    networks: [evm, sol],
    defaultNetwork,
    adapters: [app.wagmi, app.solana],
    services: {
      blockchainApi: false,
      walletDirectory: false,
      analytics: false,
      rpc: false,
      authFrame: false,
    },
  })

describe('a wallet that approves only the namespace the user did not pair through', () => {
  for (const [through, approved] of [
    ['eip155', 'solana'],
    ['solana', 'eip155'],
  ] as const) {
    test(`paired through ${through}, approved on ${approved} only: ${approved} connects, ${through} is an error event`, async () => {
      await wallet.close()
      wallet = await newWallet(undefined, [approved])
      // Through the app, as the modal's WalletConnect row does: core's connectWallet.
      const appKit = appOnBoth(through === 'eip155' ? evm : sol)
      const errors: unknown[] = []
      appKit.emitter.on('error', ({ error }) => errors.push(error))
      const uri = new Promise<string>((resolve) =>
        app.walletConnect.subscribe((e) => e.type === 'displayUri' && resolve(e.uri)),
      )
      const connecting = connectWallet(appKit, {
        wallet: { id: 'walletConnect', name: 'WalletConnect', group: 'walletConnect' },
        namespace: through,
      })
      await wallet.pair(await uri)
      const account = await connecting

      const address = approved === 'eip155' ? wallet.address : (wallet.solanaAddress as string)
      expect(account).toMatchObject({ namespace: approved, address, status: 'connected' })
      expect(getAccount(appKit, { namespace: through })).toMatchObject({ status: 'disconnected' })
      expect(getAccount(appKit, { namespace: through }).address).toBeUndefined()
      expect(appKit.store.get(appKit.atoms.activeNamespace)).toBe(approved)
      expect(errors).toHaveLength(1)
      expect(errors[0]).toBeInstanceOf(NamespaceNotApprovedError)
      expect(errors[0]).toMatchObject({
        shortMessage: `The wallet approved no ${through} account`,
        details: `It approved ${approved} only`,
      })
      // The session is up and answers in the namespace the wallet approved.
      expect(app.walletConnect.isConnected()).toBe(true)
      const message = 'the namespace the wallet chose'
      if (approved === 'eip155') {
        const signature = await app.wagmi.signMessage({ address, message })
        expect(await verifyMessage({ address: address as Hex, message, signature: signature as Hex })).toBe(
          true,
        )
      } else {
        const signature = await app.solana.signMessage({ address, message })
        expect(
          ed25519.verify(bs58.decode(signature), new TextEncoder().encode(message), bs58.decode(address)),
        ).toBe(true)
      }
      // One pairing only, and leaving the namespace that connected ends the session in the wallet.
      const deleted = nextEvent(wallet.client, 'session_delete')
      await (approved === 'eip155' ? app.wagmi : app.solana).disconnect()
      expect((await deleted).topic).toBe(wallet.topic)
      expect(app.walletConnect.isConnected()).toBe(false)
    })
  }

  test('two adapters, a wallet that approves no account on either: one pairing, ended, the connect fails once', async () => {
    await wallet.close()
    wallet = await newWallet(undefined, [])
    const appKit = appOnBoth(evm)
    const uris: string[] = []
    app.walletConnect.subscribe((e) => {
      if (e.type === 'displayUri') uris.push(e.uri)
    })
    const connecting = connectWallet(appKit, {
      wallet: { id: 'walletConnect', name: 'WalletConnect', group: 'walletConnect' },
      namespace: 'eip155',
    })
    await expect.poll(() => uris.length).toBe(1)
    const deleted = nextEvent(wallet.client, 'session_delete')
    await wallet.pair(uris[0] as string)
    await expect(connecting).rejects.toMatchObject({
      name: 'NamespaceNotApprovedError',
      details: 'It approved none of the namespaces the app asked for',
    })
    expect((await deleted).topic).toBe(wallet.topic)
    expect(app.walletConnect.isConnected()).toBe(false)
    // Solana did not go on to a second pairing (a new QR code nobody asked for).
    expect(uris).toHaveLength(1)
    for (const namespace of ['eip155', 'solana'] as const)
      expect(getAccount(appKit, { namespace })).toMatchObject({ status: 'disconnected' })
  })

  test("a wallet that approves none of the app's namespaces: the session is ended and the connect fails", async () => {
    await wallet.close()
    // It approves eip155 (what it always offers) to a Solana-only app, which never asked for it.
    wallet = await newWallet(undefined, ['eip155'])
    const walletConnect = createWalletConnect({
      projectId: 'openappkit-tests',
      relayUrl: devstack.urls.relay,
      storage: new MemoryKeyValueStorage(),
      customStoragePrefix: uniquePrefix('solana-only'),
    })
    const solana = createSolanaAdapter({ networks: [sol], walletConnect, walletStandard: false })
    try {
      const uri = new Promise<string>((resolve) =>
        walletConnect.subscribe((e) => e.type === 'displayUri' && resolve(e.uri)),
      )
      const connecting = solana.connect({ connectorId: 'walletConnect' })
      const deleted = nextEvent(wallet.client, 'session_delete')
      await wallet.pair(await uri)
      await expect(connecting).rejects.toMatchObject({
        shortMessage: 'The wallet approved no solana account',
        details: 'It approved none of the namespaces the app asked for',
      })
      expect((await deleted).topic).toBe(wallet.topic)
      expect(walletConnect.isConnected()).toBe(false)
      expect(solana.getAccount()).toBeUndefined()
    } finally {
      solana.destroy()
      await walletConnect.close()
    }
  })
})
