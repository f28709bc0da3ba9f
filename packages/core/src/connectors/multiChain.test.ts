import { createTestAppKit } from '@openappkit/testing/vitest'
import { describe, expect, test, vi } from 'vitest'
import { cancelConnect } from '../actions/cancelConnect.ts'
import { connectWallet } from '../actions/connectWallet.ts'
import { disconnect } from '../actions/disconnect.ts'
import { getAccount } from '../actions/getAccount.ts'
import { getConnectors } from '../actions/getConnectors.ts'
import { getNetwork } from '../actions/getNetwork.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import { mock } from '../adapters/mock.ts'
import type { Connector } from '../adapters/types.ts'
import { UserRejectedRequestError } from '../errors/walletRefusal.ts'
import { ConnectionAbandonedError } from '../lifecycle/attempts.ts'
import { mainnet, sepolia } from '../networks/evmNetworks.ts'
import { solana, solanaDevnet } from '../networks/solanaNetworks.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import type { WalletItem } from '../wallets/buildWalletList.ts'
import { discoveryWaitMs } from './discoveredRow.ts'
import { isMultiChainConnector } from './multiChainConnector.ts'

// Wallet Standard gives no rdns: the same name and the same icon make it the same wallet.
const both = (name: string, rdns: string): [Connector, Connector] => [
  { id: rdns, type: 'ANNOUNCED', name, chain: 'eip155', info: { rdns }, imageUrl: `data:,${name}` },
  { id: name, type: 'ANNOUNCED', name, chain: 'solana', imageUrl: `data:,${name}` },
]
const [metaMaskEvm, metaMaskSolana] = both('MetaMask', 'io.metamask')
const phantomSolana: Connector = { id: 'Phantom', type: 'ANNOUNCED', name: 'Phantom', chain: 'solana' }
const walletConnect = (chain: 'eip155' | 'solana'): Connector => ({
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain,
})

function setUp(
  connectors: { eip155?: Connector[]; solana?: Connector[] } = {},
  storage = createMemoryStorage(),
) {
  const evm = mock({ connectors: connectors.eip155 ?? [metaMaskEvm] })
  const sol = mock({ namespace: 'solana', connectors: connectors.solana ?? [phantomSolana, metaMaskSolana] })
  const { appKit } = createTestAppKit({
    adapters: [evm, sol],
    networks: [mainnet, sepolia, solana, solanaDevnet],
    storage,
  })
  return { appKit, evm, sol, storage }
}

const itemOf = (connector: Connector | undefined): WalletItem => {
  if (!connector) throw new Error('no connector')
  return { id: connector.id, name: connector.name, group: 'injected', connector }
}
const multiChainRow = (appKit: ReturnType<typeof setUp>['appKit']) =>
  itemOf(getConnectors(appKit).find(isMultiChainConnector))

describe('a wallet on both namespaces', () => {
  test('is one row that connects both, each through its own adapter; the active namespace stays first', async () => {
    const { appKit, evm, sol } = setUp()
    await appKit.ready
    expect(getConnectors(appKit).map((c) => [c.name, c.type])).toEqual([
      ['MetaMask', 'MULTI_CHAIN'],
      ['Phantom', 'ANNOUNCED'],
    ])
    const account = await connectWallet(appKit, { wallet: multiChainRow(appKit) })
    expect(account.namespace).toBe('eip155')
    expect(evm.calls.find((c) => c.method === 'connect')?.parameters).toMatchObject({
      connectorId: 'io.metamask',
    })
    expect(sol.calls.find((c) => c.method === 'connect')?.parameters).toMatchObject({
      connectorId: 'MetaMask',
    })
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(getAccount(appKit, { namespace })).toMatchObject({
        status: 'connected',
        connectedWalletInfo: { name: 'MetaMask', identifier: 'io.metamask' },
      })
    }
    expect(getNetwork(appKit).namespace).toBe('eip155')
    expect(appKit.storage.get('connections')).toEqual({
      eip155: { connectorId: 'io.metamask', walletId: 'io.metamask', walletName: 'MetaMask' },
      solana: { connectorId: 'MetaMask', walletId: 'io.metamask', walletName: 'MetaMask' },
    })
  })

  test('asks one namespace at a time: Solana waits until the EVM answer', async () => {
    const { appKit, evm, sol } = setUp()
    const held = evm.hold('connect')
    const pending = connectWallet(appKit, { wallet: multiChainRow(appKit) })
    await vi.waitFor(() => expect(held.reached).toBe(true))
    expect(sol.calls.some((c) => c.method === 'connect')).toBe(false)
    expect(getAccount(appKit, { namespace: 'eip155' }).status).toBe('connecting')
    held.release()
    await pending
    expect(getAccount(appKit, { namespace: 'solana' }).status).toBe('connected')
  })

  test('a refusal on one namespace keeps the other connected; the refusal is still reported', async () => {
    const { appKit, evm } = setUp()
    const onError = vi.fn()
    appKit.emitter.on('error', onError)
    const held = evm.hold('connect')
    const pending = connectWallet(appKit, { wallet: multiChainRow(appKit) })
    await vi.waitFor(() => expect(held.reached).toBe(true))
    held.fail(new UserRejectedRequestError())
    const account = await pending
    expect(account).toMatchObject({ namespace: 'solana', status: 'connected' })
    expect(getAccount(appKit, { namespace: 'eip155' })).toMatchObject({
      status: 'disconnected',
      address: undefined,
    })
    expect(getNetwork(appKit).namespace).toBe('solana')
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ error: expect.any(UserRejectedRequestError), source: 'connect' }),
    )
  })

  test('refused on both: rejects with the first refusal and connects nothing', async () => {
    const { appKit, evm, sol } = setUp()
    const first = new UserRejectedRequestError({ details: 'evm said no' })
    evm.hold('connect').fail(first)
    sol.hold('connect').fail(new UserRejectedRequestError())
    await expect(connectWallet(appKit, { wallet: multiChainRow(appKit) })).rejects.toBe(first)
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(getAccount(appKit, { namespace }).status).toBe('disconnected')
    }
    expect(appKit.storage.get('recentWallets')).toBeUndefined()
  })

  test('leaving the connect while the second namespace waits stops there; the first stays connected', async () => {
    const { appKit, sol } = setUp()
    const held = sol.hold('connect')
    const pending = connectWallet(appKit, { wallet: multiChainRow(appKit) })
    await vi.waitFor(() => expect(held.reached).toBe(true))
    cancelConnect(appKit)
    await expect(pending).rejects.toBeInstanceOf(ConnectionAbandonedError)
    held.release()
    await vi.waitFor(() => expect(sol.isConnected()).toBe(false))
    expect(getAccount(appKit, { namespace: 'eip155' }).status).toBe('connected')
    expect(getAccount(appKit, { namespace: 'solana' }).status).toBe('disconnected')
  })

  test('after a reload each namespace names its own wallet', async () => {
    const first = setUp()
    await connectWallet(first.appKit, { wallet: itemOf(metaMaskEvm) })
    await connectWallet(first.appKit, { wallet: itemOf(phantomSolana) })
    const again = setUp({}, first.storage)
    await again.appKit.ready
    expect(getAccount(again.appKit, { namespace: 'eip155' }).connectedWalletInfo?.name).toBe('MetaMask')
    expect(getAccount(again.appKit, { namespace: 'solana' }).connectedWalletInfo?.name).toBe('Phantom')
  })
})

describe('disconnect across namespaces', () => {
  test('one WalletConnect session on both namespaces: disconnecting one ends both', async () => {
    const { appKit, evm, sol } = setUp({
      eip155: [walletConnect('eip155')],
      solana: [walletConnect('solana')],
    })
    await connectWallet(appKit, { wallet: itemOf(walletConnect('eip155')) })
    await connectWallet(appKit, { wallet: itemOf(walletConnect('solana')) })
    const onDisconnect = vi.fn()
    appKit.emitter.on('disconnect', onDisconnect)
    await disconnect(appKit, { namespace: 'eip155' })
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(getAccount(appKit, { namespace }).status).toBe('disconnected')
    }
    expect(evm.isConnected()).toBe(false)
    expect(sol.isConnected()).toBe(false)
    expect(onDisconnect.mock.calls.map(([event]) => event.namespace).sort()).toEqual(['eip155', 'solana'])
    expect(appKit.storage.get('connectedNamespaces')).toEqual([])
  })

  test("an extension on both namespaces: disconnecting one leaves the other's session", async () => {
    const { appKit, sol } = setUp()
    await connectWallet(appKit, { wallet: multiChainRow(appKit) })
    await disconnect(appKit, { namespace: 'eip155' })
    expect(getAccount(appKit, { namespace: 'eip155' }).status).toBe('disconnected')
    expect(getAccount(appKit, { namespace: 'solana' }).status).toBe('connected')
    expect(sol.isConnected()).toBe(true)
  })
})

describe('a wallet clicked before every adapter has discovered it', () => {
  // The EVM adapter's wallets come late (its code is fetched after the page's): the row shows
  // the Solana side alone until then.
  function setUpLate(discovered: Promise<unknown>) {
    const evm = mock({ connectors: [], discovered })
    const sol = mock({ namespace: 'solana', connectors: [metaMaskSolana] })
    const { appKit } = createTestAppKit({
      adapters: [evm, sol],
      networks: [mainnet, sepolia, solana, solanaDevnet],
      storage: createMemoryStorage(),
    })
    const [row] = getConnectors(appKit)
    expect(row).toMatchObject({ type: 'ANNOUNCED', chain: 'solana' })
    return { appKit, evm, sol, item: itemOf(row) }
  }
  const connectsOf = (adapter: ReturnType<typeof mock>) =>
    adapter.calls.filter((c) => c.method === 'connect').map((c) => c.parameters)

  test('connects both namespaces once the other adapter has found it', async () => {
    let discover: () => void = () => {}
    const { appKit, evm, sol, item } = setUpLate(new Promise<void>((resolve) => (discover = resolve)))
    const connecting = connectWallet(appKit, { wallet: item })
    await new Promise((resolve) => setTimeout(resolve, 50))
    // Nothing is asked while the EVM side may still announce the wallet.
    expect(connectsOf(sol)).toEqual([])
    evm.setConnectors([metaMaskEvm])
    discover()
    await expect(connecting).resolves.toMatchObject({ status: 'connected' })
    expect(connectsOf(evm)).toMatchObject([{ connectorId: 'io.metamask' }])
    expect(connectsOf(sol)).toMatchObject([{ connectorId: 'MetaMask' }])
    for (const namespace of ['eip155', 'solana'] as const)
      expect(getAccount(appKit, { namespace }).status).toBe('connected')
  })

  test('a discovery that fails counts as done: the namespace that has the wallet connects at once', async () => {
    const { appKit, evm, sol, item } = setUpLate(Promise.reject(new Error('chunk failed to load')))
    await expect(connectWallet(appKit, { wallet: item })).resolves.toMatchObject({
      namespace: 'solana',
      status: 'connected',
    })
    expect(connectsOf(sol)).toMatchObject([{ connectorId: 'MetaMask' }])
    expect(connectsOf(evm)).toEqual([])
  })

  test('waits a few seconds at most for a discovery that never ends, then connects what is found', async () => {
    vi.useFakeTimers()
    try {
      const { appKit, evm, sol, item } = setUpLate(new Promise(() => {}))
      const connecting = connectWallet(appKit, { wallet: item })
      await vi.advanceTimersByTimeAsync(discoveryWaitMs - 100)
      expect(connectsOf(sol)).toEqual([])
      await vi.advanceTimersByTimeAsync(100)
      await expect(connecting).resolves.toMatchObject({ namespace: 'solana', status: 'connected' })
      expect(connectsOf(evm)).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  test('leaving while it waits connects nothing', async () => {
    const { appKit, sol, item } = setUpLate(new Promise(() => {}))
    const controller = new AbortController()
    const connecting = connectWallet(appKit, { wallet: item, signal: controller.signal })
    controller.abort()
    await expect(connecting).rejects.toThrow(ConnectionAbandonedError)
    expect(connectsOf(sol)).toEqual([])
    expect(getAccount(appKit, { namespace: 'solana' }).status).toBe('disconnected')
  })

  test('cancelConnect while it waits ends it too; another wallet chosen meanwhile replaces it', async () => {
    let discover: () => void = () => {}
    const { appKit, evm, sol, item } = setUpLate(new Promise<void>((resolve) => (discover = resolve)))
    const cancelled = connectWallet(appKit, { wallet: item })
    expect(cancelConnect(appKit)).toBe(true)
    await expect(cancelled).rejects.toThrow(ConnectionAbandonedError)

    const replaced = connectWallet(appKit, { wallet: item })
    sol.setConnectors([metaMaskSolana, phantomSolana])
    const phantom = itemOf(getConnectors(appKit).find((c) => c.id === 'Phantom'))
    const chosen = connectWallet(appKit, { wallet: phantom })
    await expect(replaced).rejects.toThrow(ConnectionAbandonedError)
    evm.setConnectors([metaMaskEvm])
    discover()
    await expect(chosen).resolves.toMatchObject({ namespace: 'solana', status: 'connected' })
    expect(connectsOf(sol)).toMatchObject([{ connectorId: 'Phantom' }])
    expect(connectsOf(evm)).toEqual([])
    expect(getAccount(appKit, { namespace: 'eip155' }).status).toBe('disconnected')
  })
})

describe('switching across namespaces (SPEC §4)', () => {
  test('to a connected namespace: the network is set and its account taken up; its wallet switches only to another of its chains', async () => {
    const { appKit, evm, sol } = setUp()
    await connectWallet(appKit, { wallet: multiChainRow(appKit) })
    const solCalls = sol.calls.length
    expect(await switchNetwork(appKit, solana)).toEqual({ needsConnect: false })
    expect(getNetwork(appKit)).toEqual({ caipNetwork: solana, namespace: 'solana' })
    expect(getAccount(appKit).namespace).toBe('solana')
    expect(sol.calls.length).toBe(solCalls)
    await switchNetwork(appKit, sepolia)
    expect(evm.calls.at(-1)).toEqual({ method: 'switchNetwork', parameters: { network: sepolia } })
    expect(getAccount(appKit).caipAddress).toMatch(/^eip155:11155111:/)
    await switchNetwork(appKit, solanaDevnet)
    expect(sol.calls.at(-1)).toEqual({ method: 'switchNetwork', parameters: { network: solanaDevnet } })
    expect(getAccount(appKit).caipAddress?.startsWith(`${solanaDevnet.caipNetworkId}:`)).toBe(true)
  })

  test('to a namespace with no account: the network is set and the app is told to ask for a connect', async () => {
    const { appKit, sol } = setUp()
    await connectWallet(appKit, { wallet: itemOf(metaMaskEvm) })
    expect(await switchNetwork(appKit, solana)).toEqual({ needsConnect: true })
    expect(getNetwork(appKit).namespace).toBe('solana')
    expect(getAccount(appKit)).toMatchObject({ namespace: 'solana', status: 'disconnected' })
    expect(sol.calls.some((c) => c.method === 'switchNetwork')).toBe(false)
    // The EVM account is still there to move back to.
    await switchNetwork(appKit, mainnet)
    expect(getAccount(appKit)).toMatchObject({ namespace: 'eip155', status: 'connected' })
  })

  test("a refused switch of the other namespace's wallet changes nothing", async () => {
    const { appKit, sol } = setUp()
    await connectWallet(appKit, { wallet: multiChainRow(appKit) })
    sol.switchNetwork = () => Promise.reject(new UserRejectedRequestError())
    await expect(switchNetwork(appKit, solanaDevnet)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getNetwork(appKit).caipNetwork).toBe(mainnet)
  })
})
