import { expect, test } from 'vitest'
import { mock } from '../adapters/mock.ts'
import type { ConnectionResult } from '../adapters/types.ts'
import { createAppKit } from '../createAppKit.ts'
import { connectWalletOnce } from './connectWalletOnce.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// An adapter whose wallet holds each connect until the test answers it, like an extension popup.
function heldAdapter(connectorType: 'INJECTED' | 'WALLET_CONNECT') {
  const adapter = mock({ connectors: [{ id: 'held', type: connectorType, name: 'Held', chain: 'eip155' }] })
  const answers: ((result: ConnectionResult) => void)[] = []
  adapter.connect = () => new Promise<ConnectionResult>((resolve) => answers.push(resolve))
  const approve = () =>
    answers.shift()?.({
      connectorId: 'held',
      accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
      chainId: 1,
    })
  return {
    adapter,
    approve,
    get asked() {
      return answers.length
    },
  }
}

test('choosing an extension again while it waits joins the waiting request; the approval answers both', async () => {
  const held = heldAdapter('INJECTED')
  const appKit = createAppKit({ projectId: 'p', adapters: [held.adapter], storage: null })
  const [connector] = held.adapter.getConnectors()
  const wallet = { id: 'held', name: 'Held', group: 'injected' as const, connector }
  const first = connectWalletOnce(appKit, { wallet })
  const second = connectWalletOnce(appKit, { wallet })
  expect(held.asked).toBe(1)
  held.approve()
  expect((await second).address).toBe(address)
  expect((await first).address).toBe(address)
  // Settled: the next choice asks the wallet again.
  void connectWalletOnce(appKit, { wallet })
  expect(held.asked).toBe(1)
})

test('a WalletConnect pairing is never joined: a new link is a new pairing', async () => {
  const held = heldAdapter('WALLET_CONNECT')
  const appKit = createAppKit({ projectId: 'p', adapters: [held.adapter], storage: null })
  const [connector] = held.adapter.getConnectors()
  const wallet = { id: 'held', name: 'Held', group: 'walletConnect' as const, connector }
  const replaced = connectWalletOnce(appKit, { wallet })
  void connectWalletOnce(appKit, { wallet })
  expect(held.asked).toBe(2)
  // The new link owns the namespace: the replaced pairing ends at once.
  await expect(replaced).rejects.toThrow('The connection attempt was abandoned')
})

test('a failed request is forgotten, so a retry asks the wallet again', async () => {
  const adapter = mock({ features: { connectError: new Error('boom') } })
  const appKit = createAppKit({ projectId: 'p', adapters: [adapter], storage: null })
  const [connector] = adapter.getConnectors()
  const wallet = { id: 'mock', name: 'Mock', group: 'injected' as const, connector }
  await expect(connectWalletOnce(appKit, { wallet })).rejects.toThrow('boom')
  await expect(connectWalletOnce(appKit, { wallet })).rejects.toThrow('boom')
  expect(adapter.calls.filter((c) => c.method === 'connect')).toHaveLength(2)
})

test('a recent wallet whose extension is gone is refused, not paired by QR under its name', async () => {
  const walletConnect = {
    id: 'walletConnect',
    type: 'WALLET_CONNECT' as const,
    name: 'WalletConnect',
    chain: 'eip155' as const,
  }
  const adapter = mock({ connectors: [walletConnect] })
  const appKit = createAppKit({ projectId: 'p', adapters: [adapter], storage: null })
  const wallet = { id: 'io.gone', name: 'Gone Wallet', group: 'recent' as const, notInstalled: true as const }
  await expect(connectWalletOnce(appKit, { wallet })).rejects.toThrow('Gone Wallet is not installed')
  expect(adapter.calls.filter((c) => c.method === 'connect')).toEqual([])
})
