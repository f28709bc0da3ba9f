import { createTestAppKit } from '@openappkit/testing/vitest'
import { describe, expect, test, vi } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { ConnectionAbandonedError } from '../lifecycle/attempts.ts'
import { mainnet, polygon, sepolia } from '../networks/evmNetworks.ts'
import { solana } from '../networks/solanaNetworks.ts'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'
import { getAccount } from './getAccount.ts'
import { getNetwork } from './getNetwork.ts'
import { switchNetwork } from './switchNetwork.ts'

describe('connect', () => {
  test('connecting while the wallet decides, then connected, stored and announced', async () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    const onConnect = vi.fn()
    appKit.emitter.on('connect', onConnect)
    const pending = connect(appKit, { connectorId: 'mock', network: sepolia })
    expect(getAccount(appKit).status).toBe('connecting')
    const account = await pending
    expect(account).toMatchObject({
      status: 'connected',
      caipAddress: expect.stringMatching(/^eip155:11155111:0x/),
    })
    expect(account.allAccounts).toHaveLength(2)
    expect(getNetwork(appKit).caipNetwork).toBe(sepolia)
    expect(appKit.storage.getConnectionStatus('eip155')).toBe('connected')
    expect(appKit.storage.get('connections')).toEqual({ eip155: { connectorId: 'mock' } })
    expect(appKit.storage.get('connectedNamespaces')).toEqual(['eip155'])
    expect(appKit.storage.get('activeCaipNetworkId')).toBe('eip155:11155111')
    expect(onConnect).toHaveBeenCalledWith({
      namespace: 'eip155',
      address: account.address,
      caipNetworkId: 'eip155:11155111',
    })
  })

  test('a refusal rejects with the wallet error and leaves the namespace disconnected', async () => {
    const refusal = new Error('User rejected the request.')
    const { appKit } = createTestAppKit({ adapters: [mock({ features: { connectError: refusal } })] })
    await expect(connect(appKit, { connectorId: 'mock' })).rejects.toBe(refusal)
    expect(getAccount(appKit)).toMatchObject({ status: 'disconnected', address: undefined })
    expect(appKit.storage.get('connections')).toBeUndefined()
  })

  test('a pairing left waiting that fails after another wallet connected changes nothing', async () => {
    const adapter = mock()
    const mockConnect = adapter.connect
    let expire: (error: Error) => void = () => {}
    adapter.connect = (parameters) =>
      parameters.connectorId === 'walletConnect'
        ? new Promise((_, reject) => {
            expire = reject
          })
        : mockConnect(parameters)
    const { appKit } = createTestAppKit({ adapters: [adapter] })
    const onError = vi.fn()
    appKit.emitter.on('error', onError)
    const pairing = connect(appKit, { connectorId: 'walletConnect' })
    const connected = await connect(appKit, { connectorId: 'mock' })
    expire(new Error('Proposal expired'))
    await expect(pairing).rejects.toThrow(ConnectionAbandonedError)
    expect(getAccount(appKit)).toMatchObject({ status: 'connected', address: connected.address })
    expect(onError).not.toHaveBeenCalled()
  })

  test('a namespace without adapter', async () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    await expect(connect(appKit, { connectorId: 'x', namespace: 'solana' })).rejects.toThrow(
      "Adapter for namespace solana doesn't exist",
    )
    expect(getAccount(appKit, { namespace: 'solana' }).status).toBe('disconnected')
  })
})

describe('disconnect', () => {
  test('resets account and storage for every connected namespace', async () => {
    const { appKit } = createTestAppKit({ adapters: [mock(), mock({ namespace: 'solana' })] })
    await connect(appKit, { connectorId: 'mock', namespace: 'solana' })
    await connect(appKit, { connectorId: 'mock', namespace: 'eip155' })
    await disconnect(appKit)
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(getAccount(appKit, { namespace })).toMatchObject({ status: 'disconnected', address: undefined })
    }
    expect(appKit.storage.get('connectedNamespaces')).toEqual([])
  })

  test('a wallet failure still resets state, then raises "Failed to disconnect"', async () => {
    const { appKit } = createTestAppKit({ adapters: [mock({ features: { disconnectError: true } })] })
    await connect(appKit, { connectorId: 'mock' })
    await expect(disconnect(appKit)).rejects.toThrow(
      expect.objectContaining({ shortMessage: 'Failed to disconnect', details: 'Mock disconnect failed' }),
    )
    expect(getAccount(appKit).status).toBe('disconnected')
  })
})

describe('switchNetwork', () => {
  test('same namespace with an address asks the adapter', async () => {
    const adapter = mock({ networks: [mainnet, polygon] })
    const { appKit } = createTestAppKit({ adapters: [adapter] })
    await connect(appKit, { connectorId: 'mock' })
    await switchNetwork(appKit, polygon)
    expect(adapter.calls.at(-1)).toEqual({ method: 'switchNetwork', parameters: { network: polygon } })
    expect(getNetwork(appKit).caipNetwork).toBe(polygon)
    expect(getAccount(appKit).caipAddress).toMatch(/^eip155:137:/)
  })

  test('without an address only the network is set', async () => {
    const adapter = mock({ networks: [mainnet, polygon] })
    const { appKit } = createTestAppKit({ adapters: [adapter] })
    await switchNetwork(appKit, polygon)
    expect(adapter.calls).toEqual([])
    expect(getNetwork(appKit).caipNetwork).toBe(polygon)
  })

  test('another namespace sets the network and takes up its account', async () => {
    const { appKit } = createTestAppKit({ adapters: [mock(), mock({ namespace: 'solana' })] })
    await connect(appKit, { connectorId: 'mock', namespace: 'solana' })
    await connect(appKit, { connectorId: 'mock', namespace: 'eip155' })
    await switchNetwork(appKit, solana)
    expect(getNetwork(appKit)).toEqual({ caipNetwork: solana, namespace: 'solana' })
    expect(getAccount(appKit).namespace).toBe('solana')
  })

  test('moving to a namespace with no account: the embedded wallet takes it up when it was the wallet left', async () => {
    const auth = { id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' } as const
    const evm = mock({ connectors: [auth] })
    const sol = mock({ namespace: 'solana', connectors: [{ ...auth, chain: 'solana' }] })
    const { appKit } = createTestAppKit({ adapters: [evm, sol] })
    await connect(appKit, { connectorId: 'auth', namespace: 'eip155' })
    expect(await switchNetwork(appKit, solana)).toEqual({ needsConnect: false })
    expect(sol.calls.find((c) => c.method === 'connect')?.parameters).toMatchObject({ connectorId: 'auth' })
    expect(getAccount(appKit)).toMatchObject({
      namespace: 'solana',
      status: 'connected',
      connectorId: 'auth',
    })

    // Another wallet on the namespace left: the user picks one for the new namespace.
    const other = createTestAppKit({
      adapters: [mock(), mock({ namespace: 'solana', connectors: [auth] })],
    }).appKit
    await connect(other, { connectorId: 'mock', namespace: 'eip155' })
    expect(await switchNetwork(other, solana)).toEqual({ needsConnect: true })
    expect(getAccount(other).status).toBe('disconnected')
  })

  test('a namespace that is not configured, or a network that is not', async () => {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    await expect(switchNetwork(appKit, solana)).rejects.toThrow(
      'Namespace solana is not configured. Please call connect() first with namespace config.',
    )
    await expect(switchNetwork(appKit, polygon)).rejects.toThrow('CaipNetwork not found')
    expect(getNetwork(appKit).caipNetwork).toBe(mainnet)
  })

  test('a wallet refusal leaves the network unchanged', async () => {
    const { appKit } = createTestAppKit({ adapters: [mock({ features: { switchNetworkError: true } })] })
    await connect(appKit, { connectorId: 'mock' })
    await expect(switchNetwork(appKit, sepolia)).rejects.toThrow('Mock switchNetwork failed')
    expect(getNetwork(appKit).caipNetwork).toBe(mainnet)
  })
})
