import { expect, test } from 'vitest'
import { mainnet, polygon } from '../networks/evmNetworks.ts'
import { solana, solanaDevnet } from '../networks/solanaNetworks.ts'
import { planNetworkSwitch } from './planNetworkSwitch.ts'

const evmAccount = { address: '0xabc', caipAddress: 'eip155:1:0xabc' }
const solAccount = { address: 'Sol1', caipAddress: `${solana.caipNetworkId}:Sol1` }

test('same namespace with an address: the wallet switches', () => {
  expect(planNetworkSwitch({ network: polygon, activeNamespace: 'eip155', account: evmAccount })).toEqual({
    kind: 'walletSwitch',
  })
})

test('another namespace with an address: resync; its wallet switches only when it is on another chain', () => {
  expect(planNetworkSwitch({ network: solana, activeNamespace: 'eip155', account: solAccount })).toEqual({
    kind: 'resync',
  })
  expect(
    planNetworkSwitch({ network: solanaDevnet, activeNamespace: 'eip155', account: solAccount }),
  ).toEqual({
    kind: 'walletSwitch',
  })
  expect(planNetworkSwitch({ network: mainnet, activeNamespace: 'solana', account: evmAccount })).toEqual({
    kind: 'resync',
  })
})

test('a namespace without an account: the network is set and the user is asked to connect', () => {
  expect(planNetworkSwitch({ network: solana, activeNamespace: 'eip155', account: {} })).toEqual({
    kind: 'connect',
  })
  expect(planNetworkSwitch({ network: polygon, activeNamespace: 'eip155', account: {} })).toEqual({
    kind: 'connect',
  })
})
