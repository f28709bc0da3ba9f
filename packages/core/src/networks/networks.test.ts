import { expect, test } from 'vitest'
import { parseCaipNetworkId } from './caip.ts'
import { embeddedWalletEvmNetworks, mainnet } from './evmNetworks.ts'
import { solana, solanaDevnet, solanaNetworks, solanaTestnet } from './solanaNetworks.ts'

test('embedded-wallet EVM networks are exactly the ids of SPEC §3, in order', () => {
  expect(embeddedWalletEvmNetworks.map((n) => n.id)).toEqual([
    1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114, 43113,
    324, 280, 100, 8453, 84531, 84532, 7777777, 999,
  ])
})

test('every built-in network is well formed', () => {
  for (const network of [...embeddedWalletEvmNetworks, ...solanaNetworks]) {
    const { namespace, reference } = parseCaipNetworkId(network.caipNetworkId)
    expect(namespace).toBe(network.chainNamespace)
    expect(reference).toBe(String(network.id))
    expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
    expect(network.nativeCurrency.decimals).toBeGreaterThan(0)
  }
})

test('mainnet is eip155:1 with ETH', () => {
  expect(mainnet.caipNetworkId).toBe('eip155:1')
  expect(mainnet.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
  expect(mainnet.testnet).toBe(false)
})

test('Solana clusters carry their CAIP ids', () => {
  expect(solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  expect(solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  expect(solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
  expect(solana.nativeCurrency.decimals).toBe(9)
  expect([solanaDevnet.testnet, solanaTestnet.testnet, solana.testnet]).toEqual([true, true, false])
})
