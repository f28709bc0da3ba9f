import { anvil, mainnet as viemMainnet } from 'viem/chains'
import { expect, test } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { createAppKit } from '../createAppKit.ts'
import { mainnet } from './evmNetworks.ts'
import { toCaipNetwork } from './toCaipNetwork.ts'

test('a viem chain becomes ours: id, name, coin, RPC URLs, explorer, testnet', () => {
  expect(toCaipNetwork(anvil)).toEqual({
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: anvil.rpcUrls.default },
    testnet: false,
  })
  expect(toCaipNetwork(viemMainnet)).toMatchObject({
    caipNetworkId: 'eip155:1',
    blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  })
  // Ours is kept as it is.
  expect(toCaipNetwork(mainnet)).toBe(mainnet)
})

test('createAppKit takes viem chains as networks and as the default network', () => {
  const appKit = createAppKit({
    networks: [viemMainnet, anvil],
    defaultNetwork: anvil,
    adapters: [mock({ networks: [mainnet, toCaipNetwork(anvil)] })],
    storage: null,
  })
  expect(appKit.options.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:31337'])
  expect(appKit.options.defaultNetwork.caipNetworkId).toBe('eip155:31337')
})

test('a chain without a numeric id or RPC URLs is still refused', () => {
  expect(() => createAppKit({ networks: [{ ...anvil, id: 'x' } as never], storage: null })).toThrow(
    'Expected a CaipNetwork whose caipNetworkId is chainNamespace:id',
  )
  expect(() => createAppKit({ networks: [{ ...anvil, rpcUrls: {} } as never], storage: null })).toThrow(
    'Expected a CaipNetwork whose caipNetworkId is chainNamespace:id',
  )
})
