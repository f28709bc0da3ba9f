import { createTestAppKit } from '@openappkit/testing/vitest'
import { describe, expect, test, vi } from 'vitest'
import { cancelConnect } from '../actions/cancelConnect.ts'
import { connectWallet } from '../actions/connectWallet.ts'
import { getAccount } from '../actions/getAccount.ts'
import { getConnectors } from '../actions/getConnectors.ts'
import { getNetwork } from '../actions/getNetwork.ts'
import { mock } from '../adapters/mock.ts'
import type { Connector } from '../adapters/types.ts'
import { UserRejectedRequestError } from '../errors/walletRefusal.ts'
import { ConnectionAbandonedError } from '../lifecycle/attempts.ts'
import { mainnet } from '../networks/evmNetworks.ts'
import { solana } from '../networks/solanaNetworks.ts'
import type { WalletItem } from '../wallets/buildWalletList.ts'
import { walletConnectGroup } from './walletConnectGroup.ts'

const walletConnect = (chain: 'eip155' | 'solana', id = 'walletConnect'): Connector => ({
  id,
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain,
})
const phantom: Connector = { id: 'Phantom', type: 'ANNOUNCED', name: 'Phantom', chain: 'solana' }

// Two adapters on one WalletConnect session: the same connector id on both namespaces.
function setUp(solanaConnectors: Connector[] = [phantom, walletConnect('solana')]) {
  const evm = mock({ connectors: [walletConnect('eip155')] })
  const sol = mock({ namespace: 'solana', connectors: solanaConnectors })
  const { appKit } = createTestAppKit({ adapters: [evm, sol], networks: [mainnet, solana] })
  return { appKit, evm, sol }
}

const walletConnectRow = (appKit: ReturnType<typeof setUp>['appKit']): WalletItem => {
  const connector = getConnectors(appKit).find((c) => c.type === 'WALLET_CONNECT')
  if (!connector) throw new Error('no WalletConnect connector')
  return { id: connector.id, name: connector.name, group: 'walletConnect', connector }
}
// A directory wallet (no connector of its own) reached by pairing.
const mobileWallet: WalletItem = { id: 'mobile', name: 'Mobile Wallet', group: 'recommended' }
const connectCalls = (adapter: ReturnType<typeof mock>) => adapter.calls.filter((c) => c.method === 'connect')

describe('WalletConnect on both namespaces', () => {
  test('one pairing through the active namespace, then the other namespace from the same session', async () => {
    const { appKit, evm, sol } = setUp()
    const held = evm.hold('connect')
    const pending = connectWallet(appKit, { wallet: walletConnectRow(appKit) })
    await vi.waitFor(() => expect(held.reached).toBe(true))
    // While the wallet decides, only the pairing is under way.
    expect(connectCalls(sol)).toEqual([])
    expect(getAccount(appKit, { namespace: 'solana' }).status).toBe('disconnected')
    held.release()
    const account = await pending
    expect(account.namespace).toBe('eip155')
    expect(connectCalls(evm)).toHaveLength(1)
    expect(connectCalls(sol).map((c) => c.parameters)).toEqual([
      expect.objectContaining({ connectorId: 'walletConnect' }),
    ])
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(getAccount(appKit, { namespace })).toMatchObject({
        status: 'connected',
        connectedWalletInfo: { identifier: 'walletConnect' },
      })
    }
    expect(getNetwork(appKit).namespace).toBe('eip155')
    expect(Object.keys(appKit.storage.get('connections') ?? {}).sort()).toEqual(['eip155', 'solana'])
  })

  test('a directory wallet pairs through the namespace asked for, then connects the other', async () => {
    const { appKit, evm, sol } = setUp()
    const held = sol.hold('connect')
    const pending = connectWallet(appKit, { wallet: mobileWallet, namespace: 'solana' })
    await vi.waitFor(() => expect(held.reached).toBe(true))
    expect(connectCalls(evm)).toEqual([])
    held.release()
    await pending
    expect(getAccount(appKit, { namespace: 'eip155' })).toMatchObject({
      status: 'connected',
      connectedWalletInfo: { name: 'Mobile Wallet', identifier: 'mobile' },
    })
    expect(getAccount(appKit, { namespace: 'solana' }).status).toBe('connected')
  })

  test('a namespace the wallet did not approve fails clearly and stays disconnected; the other keeps its account', async () => {
    const { appKit, sol } = setUp()
    const onError = vi.fn()
    appKit.emitter.on('error', onError)
    const notApproved = new Error('The WalletConnect session has no Solana account')
    sol.hold('connect').fail(notApproved)
    const account = await connectWallet(appKit, { wallet: walletConnectRow(appKit) })
    expect(account).toMatchObject({ namespace: 'eip155', status: 'connected' })
    expect(getAccount(appKit, { namespace: 'solana' })).toMatchObject({
      status: 'disconnected',
      address: undefined,
    })
    expect(onError).toHaveBeenCalledWith({ error: notApproved, source: 'connect' })
    expect(Object.keys(appKit.storage.get('connections') ?? {})).toEqual(['eip155'])
  })

  test('a garbage answer for the second namespace is refused and changes nothing there', async () => {
    const { appKit, sol } = setUp()
    sol.hold('connect').answer({ accounts: 'nope' })
    await connectWallet(appKit, { wallet: walletConnectRow(appKit) })
    expect(connectCalls(sol)).toHaveLength(1)
    expect(getAccount(appKit, { namespace: 'eip155' }).status).toBe('connected')
    expect(getAccount(appKit, { namespace: 'solana' }).status).toBe('disconnected')
  })

  test('a refused pairing rejects and opens no second pairing', async () => {
    const { appKit, evm, sol } = setUp()
    const refusal = new UserRejectedRequestError()
    evm.hold('connect').fail(refusal)
    await expect(connectWallet(appKit, { wallet: walletConnectRow(appKit) })).rejects.toBe(refusal)
    expect(connectCalls(sol)).toEqual([])
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(getAccount(appKit, { namespace }).status).toBe('disconnected')
    }
  })

  test('leaving the pairing ends it for both: a late approval connects neither', async () => {
    const { appKit, evm, sol } = setUp()
    const held = evm.hold('connect')
    const pending = connectWallet(appKit, { wallet: walletConnectRow(appKit) })
    await vi.waitFor(() => expect(held.reached).toBe(true))
    cancelConnect(appKit)
    await expect(pending).rejects.toBeInstanceOf(ConnectionAbandonedError)
    held.release()
    await vi.waitFor(() => expect(evm.isConnected()).toBe(false))
    expect(connectCalls(sol)).toEqual([])
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(getAccount(appKit, { namespace }).status).toBe('disconnected')
    }
  })

  test('another WalletConnect id is another session: it is not connected with the pairing', async () => {
    const { appKit, sol } = setUp([walletConnect('solana', 'otherWalletConnect')])
    await connectWallet(appKit, { wallet: walletConnectRow(appKit) })
    expect(connectCalls(sol)).toEqual([])
    expect(getAccount(appKit, { namespace: 'solana' }).status).toBe('disconnected')
  })
})

describe('walletConnectGroup', () => {
  test('the lead first, then the same id on the other namespaces only', () => {
    const lead = walletConnect('solana')
    const evm = walletConnect('eip155')
    const group = walletConnectGroup(
      lead,
      { eip155: [phantom, evm, walletConnect('eip155', 'other')], solana: [lead] },
      ['eip155', 'solana'],
    )
    expect(group).toEqual([lead, evm])
  })
})
