import { defineNetwork } from '@openappkit/core'
import { http } from 'viem'
import { describe, expect, test } from 'vitest'
import { addEthereumChainParameter } from './addEthereumChainParameter.ts'
import { createTransports } from './createTransports.ts'
import { evmChainId, toViemChain } from './toViemChain.ts'

const network = defineNetwork({
  chainNamespace: 'eip155',
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: 'https://rpc.app.example/base?key=app',
  blockExplorer: { name: 'Basescan', url: 'https://basescan.org' },
})

describe('networks', () => {
  test('a CaipNetwork becomes a viem chain with the same RPC URLs', () => {
    expect(toViemChain(network)).toEqual({
      id: 8453,
      name: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.app.example/base?key=app'] } },
      blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
      testnet: false,
    })
  })

  test('a non-numeric id is a configuration error', () => {
    expect(() => evmChainId({ id: 'abc', caipNetworkId: 'eip155:abc' })).toThrow(
      'Network eip155:abc has no numeric EVM chain id',
    )
  })

  test("the app's transport is kept; otherwise the app's own RPC URLs are used", () => {
    const own = http('https://private.example/rpc')
    const chain = toViemChain(network)
    const other = {
      ...chain,
      id: 10,
      rpcUrls: { default: { http: ['https://a.example', 'https://b.example'] } },
    }
    const transports = createTransports([chain, other], { 8453: own })
    expect(transports[8453]).toBe(own)
    const built = transports[10]?.({ chain: other, retryCount: 0 })
    expect(built?.config.type).toBe('fallback')
    const urls = (built?.value as { transports: { value?: { url?: string } }[] } | undefined)?.transports.map(
      (t) => t.value?.url,
    )
    expect(urls).toEqual(['https://a.example', 'https://b.example'])
  })

  test('wallet_addEthereumChain gets every field SPEC §7 names', () => {
    expect(addEthereumChainParameter(network)).toEqual({
      chainId: '0x2105',
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://rpc.app.example/base?key=app'],
      blockExplorerUrls: ['https://basescan.org'],
    })
  })
})
