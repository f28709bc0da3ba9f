import {
  type AppKit,
  type CaipNetwork,
  connectWallet,
  createAppKit,
  createMemoryStorage,
  defineNetwork,
  getAccount,
  getConnectors,
  getNetwork,
  signMessage,
  UserRejectedRequestError,
} from '@openappkit/core'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import {
  createWalletConnectWallet,
  guardEgress,
  MemoryKeyValueStorage,
  uniquePrefix,
  type WalletConnectWallet,
} from '@openappkit/devstack/walletconnect'
import {
  createWalletConnect,
  forgetWalletConnectGlobalCore,
  type WalletConnect,
} from '@openappkit/walletconnect'
import { createPublicClient, erc20Abi, type Hex, http, parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test, vi } from 'vitest'

// An app with no adapters: createAppKit given only its WalletConnect session, which connects the
// EVM networks itself. A real sign-client wallet on the devstack's relay, anvil behind it (the
// devstack's node serves as both networks). Nothing leaves loopback.

let egress: ReturnType<typeof guardEgress>
let devstack: DevstackInfo
let evm: CaipNetwork
let two: CaipNetwork

const network = (id: number, name: string) =>
  defineNetwork({
    chainNamespace: 'eip155',
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrl: devstack.urls.evmRpc,
    testnet: true,
  })

beforeAll(() => {
  egress = guardEgress()
  devstack = inject('devstack')
  evm = network(devstack.chains.evm.chainId, 'Devstack')
  two = network(devstack.chains.evm.chainId + 1, 'Devstack Two')
})
afterAll(() => {
  egress?.restore()
})

type Page = {
  walletConnectStorage: MemoryKeyValueStorage
  prefix: string
  storage: ReturnType<typeof createMemoryStorage>
}
const opened: { walletConnect: WalletConnect; appKit: AppKit }[] = []
let page: Page
let wallet: WalletConnectWallet
const sender = () => devstack.accounts.evm[4]
const elsewhere = () => devstack.accounts.evm[5]

/** The app on a page, as its README shows it: no adapters, only the session. */
function openApp(on: Page) {
  const walletConnect = createWalletConnect({
    projectId: 'openappkit-tests',
    relayUrl: devstack.urls.relay,
    storage: on.walletConnectStorage,
    customStoragePrefix: on.prefix,
    metadata: { name: 'WalletConnect only', description: 'tests', url: 'http://127.0.0.1', icons: [] },
  })
  const appKit = createAppKit({
    projectId: 'openappkit-tests',
    networks: [evm, two],
    walletConnect,
    storage: on.storage,
    services: {
      blockchainApi: false,
      walletDirectory: false,
      analytics: false,
      rpc: false,
      authFrame: false,
    },
  })
  opened.push({ walletConnect, appKit })
  return { walletConnect, appKit }
}

/** The user opens the WalletConnect entry and scans its QR code. */
async function pair(appKit: AppKit) {
  const connector = getConnectors(appKit).find((c) => c.type === 'WALLET_CONNECT')
  if (!connector) throw new Error('no WalletConnect connector')
  const connecting = connectWallet(appKit, {
    wallet: { id: connector.id, name: connector.name, group: 'walletConnect', connector },
  })
  await vi.waitFor(() => expect(appKit.store.get(appKit.atoms.walletConnectUri)).toMatch(/^wc:/), {
    timeout: 15_000,
  })
  await wallet.pair(appKit.store.get(appKit.atoms.walletConnectUri) as string)
  return connecting
}

beforeEach(async () => {
  page = {
    walletConnectStorage: new MemoryKeyValueStorage(),
    prefix: uniquePrefix('only'),
    storage: createMemoryStorage(),
  }
  wallet = await createWalletConnectWallet({
    relayUrl: devstack.urls.relay,
    privateKey: sender()?.privateKey as Hex,
    chains: { [evm.id as number]: devstack.urls.evmRpc, [two.id as number]: devstack.urls.evmRpc },
    // Another account on the second network.
    keysByChain: { [two.id as number]: elsewhere()?.privateKey as Hex },
  })
})

afterEach(async () => {
  for (const app of opened.splice(0)) {
    app.appKit.destroy()
    await app.walletConnect.close()
  }
  await wallet.close()
  expect(egress.attempts).toEqual([])
})

describe('an app with no adapters, on its WalletConnect session alone', () => {
  test('the WalletConnect entry pairs: the account, its network and the wallet show', async () => {
    const { appKit } = openApp(page)
    expect(getConnectors(appKit).map((c) => [c.id, c.type, c.chain])).toEqual([
      ['walletConnect', 'WALLET_CONNECT', 'eip155'],
    ])
    await pair(appKit)
    expect(getAccount(appKit)).toMatchObject({
      status: 'connected',
      address: wallet.address,
      caipAddress: `${evm.caipNetworkId}:${wallet.address}`,
      connectedWalletInfo: { name: 'Test Phone Wallet' },
    })
    expect(getNetwork(appKit).caipNetwork?.name).toBe('Devstack')
  })

  test('signs, sends ether and a token, reads balances, all through the session', async () => {
    const { appKit } = openApp(page)
    await pair(appKit)
    const adapter = appKit.adapters.eip155
    if (!adapter) throw new Error('no eip155 adapter')
    const message = 'Signed over WalletConnect alone'
    const { signature } = await signMessage(appKit, { message })
    expect(await verifyMessage({ address: wallet.address, message, signature: signature as Hex })).toBe(true)

    const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
    const to = devstack.accounts.evm[6]?.address as Hex
    const token = devstack.contracts.evm.testToken as Hex
    const read = (address: Hex) =>
      chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    const [ether, tokens] = [await chain.getBalance({ address: to }), await read(to)]
    const hash = await adapter.sendTransfer({
      from: wallet.address,
      to,
      amount: parseEther('0.5'),
      network: evm,
    })
    await chain.waitForTransactionReceipt({ hash: hash as Hex })
    const tokenHash = await adapter.sendTransfer({
      from: wallet.address,
      to,
      amount: 7n,
      network: evm,
      token,
    })
    await chain.waitForTransactionReceipt({ hash: tokenHash as Hex })
    expect(await chain.getBalance({ address: to })).toBe(ether + parseEther('0.5'))
    expect(await read(to)).toBe(tokens + 7n)
    expect(wallet.handled).toEqual(['personal_sign', 'eth_sendTransaction', 'eth_sendTransaction'])

    expect(await adapter.getBalance({ address: to, network: evm })).toEqual({
      value: await chain.getBalance({ address: to }),
      decimals: 18,
      symbol: 'ETH',
    })
    expect(await adapter.getTokenBalance({ address: to, token, network: evm })).toEqual({
      value: tokens + 7n,
      decimals: 18,
      symbol: 'OAK',
    })
  })

  test('a refusal in the wallet rejects with UserRejectedRequestError; the account stays', async () => {
    await wallet.close()
    wallet = await createWalletConnectWallet({
      relayUrl: devstack.urls.relay,
      privateKey: sender()?.privateKey as Hex,
      chains: { [evm.id as number]: devstack.urls.evmRpc },
      user: { request: async () => false },
    })
    const { appKit } = openApp(page)
    await pair(appKit)
    await expect(signMessage(appKit, { message: 'no' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getAccount(appKit)).toMatchObject({ status: 'connected', address: wallet.address })
  })

  test('the wallet moves to the other network: the app follows, with the accounts it approved there', async () => {
    const { appKit } = openApp(page)
    await pair(appKit)
    await wallet.changeChain(two.id as number)
    await vi.waitFor(() => expect(getNetwork(appKit).caipNetwork?.name).toBe('Devstack Two'))
    await vi.waitFor(() => expect(getAccount(appKit).address).toBe(elsewhere()?.address))
    expect(getAccount(appKit).caipAddress).toBe(`${two.caipNetworkId}:${elsewhere()?.address}`)
    // The next request goes to that network, signed with its account.
    const asked = new Promise<string>((resolve) => {
      wallet.client.once('session_request', (event) => resolve(event.params.chainId))
    })
    const { signature } = await signMessage(appKit, { message: 'on Devstack Two' })
    expect(await asked).toBe(two.caipNetworkId)
    expect(
      await verifyMessage({
        address: elsewhere()?.address as Hex,
        message: 'on Devstack Two',
        signature: signature as Hex,
      }),
    ).toBe(true)
  })

  test('wallet events naming no address or no chain change nothing', async () => {
    const { appKit } = openApp(page)
    await pair(appKit)
    const networks: (string | undefined)[] = []
    appKit.store.sub(appKit.atoms.activeCaipNetwork, () =>
      networks.push(appKit.store.get(appKit.atoms.activeCaipNetwork)?.caipNetworkId),
    )
    const topic = wallet.topic as string
    const send = (name: string, data: unknown) =>
      wallet.client.emit({ topic, chainId: evm.caipNetworkId, event: { name, data } })
    await send('accountsChanged', [`${evm.caipNetworkId}:not-an-address`])
    await send('chainChanged', 'not-a-chain')
    // A real change after them, so the bad ones have been handled by then.
    await wallet.changeChain(two.id as number)
    await vi.waitFor(() => expect(getNetwork(appKit).caipNetwork?.name).toBe('Devstack Two'))
    expect(networks).toEqual([two.caipNetworkId])
    expect(getAccount(appKit)).toMatchObject({ status: 'connected', address: elsewhere()?.address })
  })

  test('a reload restores the session without a new pairing; the wallet ending it disconnects', async () => {
    const { appKit, walletConnect } = openApp(page)
    await pair(appKit)
    appKit.destroy()
    await walletConnect.close()
    // A new page has none of the old one's globals.
    forgetWalletConnectGlobalCore(page.prefix)
    const { appKit: reloaded } = openApp(page)
    await reloaded.ready
    expect(getAccount(reloaded)).toMatchObject({ status: 'connected', address: wallet.address })
    await wallet.disconnect()
    await vi.waitFor(() => expect(getAccount(reloaded).status).toBe('disconnected'), { timeout: 5_000 })
  })
})

test('walletConnect beside adapters is refused: the session goes to the adapters then', () => {
  const walletConnect = createWalletConnect({ projectId: 'openappkit-tests' })
  const adapter = walletConnect.adapterFor('eip155', [evm])
  expect(() =>
    createAppKit({ projectId: 'p', walletConnect, adapters: adapter ? [adapter] : [], storage: null }),
  ).toThrow('walletConnect is for apps without adapters')
})
