import { createTestAppKit } from '@openappkit/testing/vitest'
import { expect, test } from 'vitest'
import { connect } from '../actions/connect.ts'
import { disconnect } from '../actions/disconnect.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import { mock } from '../adapters/mock.ts'
import { mainnet, sepolia } from '../networks/evmNetworks.ts'
import { solana, solanaDevnet } from '../networks/solanaNetworks.ts'
import { connectedNamespaces, connectedNamespacesAtom } from './connectedNamespaces.ts'

test('each namespace with an account, on the network its wallet is on; the active one marked', () => {
  const list = connectedNamespaces(
    [
      { namespace: 'eip155', address: '0xabc', caipAddress: 'eip155:11155111:0xabc' },
      { namespace: 'solana', address: 'Sol1', caipAddress: `${solanaDevnet.caipNetworkId}:Sol1` },
      { namespace: 'bip122' },
    ],
    [mainnet, sepolia, solana, solanaDevnet],
    'solana',
  )
  expect(list).toEqual([
    { namespace: 'eip155', address: '0xabc', caipNetwork: sepolia, active: false },
    { namespace: 'solana', address: 'Sol1', caipNetwork: solanaDevnet, active: true },
  ])
  // A chain the app does not configure: the namespace's first network.
  expect(
    connectedNamespaces(
      [{ namespace: 'eip155', address: '0xabc', caipAddress: 'eip155:999:0xabc' }],
      [mainnet],
      undefined,
    )[0]?.caipNetwork,
  ).toBe(mainnet)
})

test('the atom follows connects, switches and disconnects, and keeps its list when nothing changed', async () => {
  const { appKit } = createTestAppKit({
    adapters: [mock(), mock({ namespace: 'solana' })],
    networks: [mainnet, sepolia, solana, solanaDevnet],
  })
  const read = () => appKit.store.get(connectedNamespacesAtom(appKit))
  expect(read()).toEqual([])
  await connect(appKit, { connectorId: 'mock', namespace: 'eip155' })
  await connect(appKit, { connectorId: 'mock', namespace: 'solana' })
  expect(read().map((n) => [n.namespace, n.active])).toEqual([
    ['eip155', false],
    ['solana', true],
  ])
  const before = read()
  expect(read()).toBe(before)
  await switchNetwork(appKit, mainnet)
  expect(read().map((n) => [n.namespace, n.active])).toEqual([
    ['eip155', true],
    ['solana', false],
  ])
  await disconnect(appKit, { namespace: 'solana' })
  expect(read().map((n) => n.namespace)).toEqual(['eip155'])
})
