import { describe, expect, test } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { createAppKit } from '../createAppKit.ts'
import { BaseError } from '../errors/base.ts'
import { NamespaceNotApprovedError } from '../errors/namespaceNotApproved.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { connectWallet } from './connectWallet.ts'
import { getAppKitState } from './getAppKitState.ts'
import { getConnectors, watchConnectors } from './getConnectors.ts'
import { type AppKitEvent, watchEvents } from './watchEvents.ts'

const walletConnect = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT' as const,
  name: 'WalletConnect',
  chain: 'eip155' as const,
}

describe('connectWallet', () => {
  test('an installed wallet connects through its connector, becomes recent and the connected wallet', async () => {
    const appKit = createAppKit({ projectId: 'p', adapters: [mock()], storage: createMemoryStorage() })
    await appKit.ready
    const [connector] = getConnectors(appKit)
    const account = await connectWallet(appKit, {
      wallet: {
        id: 'mock',
        name: 'Mock Wallet',
        group: 'injected',
        connector,
        imageUrl: 'https://img/m.png',
      },
    })
    expect(account.status).toBe('connected')
    expect(appKit.storage.get('recentWallets')).toEqual([
      { id: 'mock', name: 'Mock Wallet', image_url: 'https://img/m.png' },
    ])
    expect(appKit.store.get(appKit.atoms.account('eip155')).connectedWalletInfo).toEqual({
      name: 'Mock Wallet',
      icon: 'https://img/m.png',
      identifier: 'mock',
      type: 'INJECTED',
    })
  })

  test('a directory wallet pairs over WalletConnect; the URI is there while the wallet decides', async () => {
    const adapter = mock({ connectors: [walletConnect] })
    let uriDuringConnect: string | undefined
    const connect = adapter.connect
    adapter.connect = async (parameters) => {
      adapter.emit({ type: 'displayUri', uri: 'wc:abc@2?relay-protocol=irn' })
      uriDuringConnect = appKit.store.get(appKit.atoms.walletConnectUri)
      return connect(parameters)
    }
    const appKit = createAppKit({ projectId: 'p', adapters: [adapter], storage: null })
    await connectWallet(appKit, { wallet: { id: 'zen', name: 'Zen', group: 'recommended' } })
    expect(uriDuringConnect).toBe('wc:abc@2?relay-protocol=irn')
    expect(appKit.store.get(appKit.atoms.walletConnectUri)).toBeUndefined()
    expect(adapter.calls.find((c) => c.method === 'connect')?.parameters).toMatchObject({
      connectorId: 'walletConnect',
    })
  })

  test("a WalletConnect session shows the wallet's own name and icon (its peer), not WalletConnect", async () => {
    const adapter = mock({ connectors: [walletConnect] })
    const connect = adapter.connect
    const peer = { name: 'Rainbow', icon: 'https://rainbow.test/icon.png', url: 'https://rainbow.test' }
    let withPeer = true
    adapter.connect = async (parameters) => ({
      ...(await connect(parameters)),
      ...(withPeer ? { wallet: peer } : {}),
    })
    const appKit = createAppKit({ projectId: 'p', adapters: [adapter], storage: null })
    const walletConnectItem = { id: 'walletConnect', name: 'WalletConnect', group: 'walletConnect' as const }
    const account = await connectWallet(appKit, {
      wallet: { ...walletConnectItem, connector: walletConnect },
    })
    const expected = { ...peer, identifier: 'walletConnect', type: 'WALLET_CONNECT' }
    expect(account.connectedWalletInfo).toEqual(expected)
    expect(appKit.store.get(appKit.atoms.account('eip155')).connectedWalletInfo).toEqual(expected)
    // A session without peer metadata, after a disconnect, falls back to what the user picked.
    await appKit.adapters.eip155?.disconnect()
    adapter.emit({ type: 'disconnect' })
    withPeer = false
    const again = await connectWallet(appKit, { wallet: { ...walletConnectItem, connector: walletConnect } })
    expect(again.connectedWalletInfo).toMatchObject({ name: 'WalletConnect', identifier: 'walletConnect' })
  })

  test('with neither a connector nor WalletConnect it fails clearly', async () => {
    const appKit = createAppKit({ projectId: 'p', adapters: [mock()], storage: null })
    await expect(
      connectWallet(appKit, { wallet: { id: 'zen', name: 'Zen', group: 'recommended' } }),
    ).rejects.toThrow('Connector not found')
  })
})

describe('instance readers', () => {
  test('connectors follow the adapters', () => {
    const adapter = mock()
    const appKit = createAppKit({ projectId: 'p', adapters: [adapter], storage: null })
    const seen: string[][] = []
    watchConnectors(appKit, (connectors) => seen.push(connectors.map((c) => c.id)))
    adapter.setConnectors([walletConnect])
    expect(getConnectors(appKit).map((c) => c.id)).toEqual(['walletConnect'])
    expect(seen).toEqual([['walletConnect']])
  })

  test('the state summary and every event, typed by name', async () => {
    const appKit = createAppKit({ projectId: 'p', adapters: [mock()], storage: null })
    const events: AppKitEvent[] = []
    watchEvents(appKit, (event) => events.push(event))
    expect(getAppKitState(appKit)).toEqual({
      open: false,
      loading: false,
      activeChain: 'eip155',
      selectedNetworkId: 'eip155:1',
    })
    await connectWallet(appKit, {
      wallet: { id: 'mock', name: 'Mock', group: 'injected', connector: getConnectors(appKit)[0] },
    })
    expect(events.map((e) => e.name)).toEqual(['connect'])
    expect(events[0]?.name === 'connect' && events[0].data.address).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
  })
})

describe('connectWallet over one WalletConnect session on two namespaces', () => {
  const solanaWalletConnect = { ...walletConnect, chain: 'solana' as const }
  const setup = (pairingFailure: Error, solanaFailure?: Error) => {
    const evm = mock({ connectors: [walletConnect], features: { connectError: pairingFailure } })
    const solana = mock({
      namespace: 'solana',
      connectors: [solanaWalletConnect],
      features: { connectError: solanaFailure },
    })
    const appKit = createAppKit({ projectId: 'p', adapters: [evm, solana], storage: createMemoryStorage() })
    const item = { id: 'walletConnect', name: 'WalletConnect', group: 'walletConnect' as const }
    const connecting = appKit.ready.then(() => connectWallet(appKit, { wallet: item, namespace: 'eip155' }))
    const methods = (adapter: typeof evm) => adapter.calls.map((c) => c.method)
    return { appKit, evm, solana, connecting, methods }
  }

  test('a wallet that approved none of the namespaces: the connect fails once, no second pairing', async () => {
    const none = new NamespaceNotApprovedError('eip155', { approved: [] })
    const { solana, connecting, methods } = setup(none)
    await expect(connecting).rejects.toBe(none)
    // Solana's connect would have found no session and shown a new QR code.
    expect(methods(solana)).not.toContain('connect')
  })

  test('a wallet that approved the other namespace: that one connects from the session', async () => {
    const { appKit, solana, connecting, methods } = setup(
      new NamespaceNotApprovedError('eip155', { approved: ['solana'] }),
    )
    await expect(connecting).resolves.toMatchObject({ namespace: 'solana', status: 'connected' })
    expect(methods(solana)).toContain('connect')
    expect(appKit.store.get(appKit.atoms.account('eip155')).status).toBe('disconnected')
  })

  test('the approved namespace then failing too: the session nobody holds is ended', async () => {
    const { evm, solana, connecting, methods } = setup(
      new NamespaceNotApprovedError('eip155', { approved: ['solana'] }),
      new BaseError('The Solana wallet broke'),
    )
    await expect(connecting).rejects.toBeInstanceOf(NamespaceNotApprovedError)
    for (const adapter of [evm, solana])
      expect(adapter.calls.filter((c) => c.method === 'disconnect').map((c) => c.parameters)).toEqual([
        { connectorId: 'walletConnect' },
      ])
    expect(methods(solana)).toContain('connect')
  })
})
