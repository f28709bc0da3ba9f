import { solana, solanaDevnet, solanaTestnet } from '@openappkit/core'
import { describe, expect, test } from 'vitest'
import { defineSolanaCluster } from './defineSolanaCluster.ts'
import { walletChainOf } from './walletChainOf.ts'

const genesisHash = 'Cvqce7rvPVZ6rQWzjbMqe5CsLhH3xUHje6oEEEEWbNm8'

describe('defineSolanaCluster', () => {
  test('takes the CAIP-2 reference from the first 32 characters of the genesis hash', () => {
    const network = defineSolanaCluster({ genesisHash, name: 'Local', rpcUrl: 'http://127.0.0.1:8899' })
    expect(network).toMatchObject({
      id: 'Cvqce7rvPVZ6rQWzjbMqe5CsLhH3xUHj',
      caipNetworkId: 'solana:Cvqce7rvPVZ6rQWzjbMqe5CsLhH3xUHj',
      chainNamespace: 'solana',
      nativeCurrency: { symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
      testnet: true,
    })
  })

  test('keeps a pub/sub URL that is not the RPC port + 1', () => {
    const network = defineSolanaCluster({ genesisHash, name: 'L', rpcUrl: 'http://h:1', wsUrl: 'ws://h:9' })
    expect(network.rpcUrls.default.webSocket).toEqual(['ws://h:9'])
  })
})

describe('walletChainOf', () => {
  test('names the public clusters by their Wallet Standard monikers', () => {
    expect([solana, solanaDevnet, solanaTestnet].map((n) => walletChainOf(n))).toEqual([
      'solana:mainnet',
      'solana:devnet',
      'solana:testnet',
    ])
  })

  test('a custom cluster on loopback is localnet; elsewhere its CAIP id, unless the app says', () => {
    const local = defineSolanaCluster({ genesisHash, name: 'L', rpcUrl: 'http://localhost:8899' })
    const remote = defineSolanaCluster({ genesisHash, name: 'R', rpcUrl: 'https://rpc.example.org' })
    expect(walletChainOf(local)).toBe('solana:localnet')
    expect(walletChainOf(remote)).toBe(remote.caipNetworkId)
    expect(walletChainOf(remote, { [remote.caipNetworkId]: 'solana:private' })).toBe('solana:private')
  })
})
