import { createMemoryStorage, mainnet, solana, solanaDevnet, solanaNetworks } from '@openappkit/core'
import { describe, expect, test } from 'vitest'
import { SolanaAdapterError } from '../errors.ts'
import { type CreateSolanaAdapterParameters, resolveAdapterOptions } from './resolveAdapterOptions.ts'

function problem(options: unknown): SolanaAdapterError {
  try {
    resolveAdapterOptions(options as CreateSolanaAdapterParameters)
  } catch (error) {
    expect(error).toBeInstanceOf(SolanaAdapterError)
    expect((error as SolanaAdapterError).shortMessage).toBe('Invalid createSolanaAdapter options')
    return error as SolanaAdapterError
  }
  throw new Error('accepted')
}

describe('resolveAdapterOptions', () => {
  test('defaults: the three public clusters, confirmed, 3 s to find the wallet, 90 s to confirm', () => {
    const resolved = resolveAdapterOptions({})
    expect(resolved.networks).toEqual(solanaNetworks)
    expect(resolved).toMatchObject({ commitment: 'confirmed', syncTimeoutMs: 3000, confirmTimeoutMs: 90_000 })
  })

  test('keeps the app’s RPC URL for the network it names, and every valid option as given', () => {
    const resolved = resolveAdapterOptions({
      networks: [solana, solanaDevnet],
      rpcUrls: { [solanaDevnet.caipNetworkId]: 'https://devnet.example.org' },
      commitment: 'finalized',
      storage: createMemoryStorage(),
      walletChains: { [solana.caipNetworkId]: 'solana:mainnet' },
      tokenSymbols: { Mint111: 'USDC' },
      syncTimeoutMs: 0,
      confirmTimeoutMs: 5000,
    })
    expect(resolved.networks.map((n) => n.rpcUrls.default.http)).toEqual([
      solana.rpcUrls.default.http,
      ['https://devnet.example.org'],
    ])
    expect(resolved).toMatchObject({ commitment: 'finalized', syncTimeoutMs: 0, confirmTimeoutMs: 5000 })
  })

  test.for([
    ['empty networks', { networks: [] }, 'networks: expected a non-empty array of networks, got []'],
    ['an EVM network', { networks: [mainnet] }, `networks: not Solana networks: ${mainnet.caipNetworkId}`],
    [
      'an rpcUrls key that is not a network',
      { networks: [solana], rpcUrls: { [solanaDevnet.caipNetworkId]: 'https://devnet.example.org' } },
      `rpcUrls: "${solanaDevnet.caipNetworkId}" is not one of ${solana.caipNetworkId}`,
    ],
    [
      'a WebSocket RPC URL',
      { rpcUrls: { [solana.caipNetworkId]: 'wss://rpc.example.org' } },
      'is not an http(s) URL',
    ],
    [
      'a number as RPC URL',
      { rpcUrls: { [solana.caipNetworkId]: 42 } },
      `rpcUrls["${solana.caipNetworkId}"]: 42 is not an http(s) URL`,
    ],
    [
      'an unknown commitment',
      { commitment: 'fast' },
      'commitment: "fast" is not one of processed, confirmed, finalized',
    ],
    ['a commitment in the wrong case', { commitment: 'Confirmed' }, 'commitment: "Confirmed" is not one of'],
    [
      'a negative confirmTimeoutMs',
      { confirmTimeoutMs: -1 },
      'confirmTimeoutMs: expected a number of milliseconds, 0 or more, got -1',
    ],
    [
      'a NaN confirmTimeoutMs',
      { confirmTimeoutMs: Number.NaN },
      'confirmTimeoutMs: expected a number of milliseconds, 0 or more, got NaN',
    ],
    [
      'an infinite syncTimeoutMs',
      { syncTimeoutMs: Number.POSITIVE_INFINITY },
      'syncTimeoutMs: expected a number of milliseconds',
    ],
    [
      'a string syncTimeoutMs',
      { syncTimeoutMs: '3000' },
      'syncTimeoutMs: expected a number of milliseconds, 0 or more, got "3000"',
    ],
    [
      'a storage that is a string',
      { storage: 'local' },
      'storage: expected null or an object with getItem, setItem and removeItem',
    ],
    [
      'a walletChains key that is not a network',
      { walletChains: { 'solana:nope': 'solana:x' } },
      'walletChains: "solana:nope" is not one of',
    ],
    [
      'a walletChains value without a namespace',
      { walletChains: { [solana.caipNetworkId]: 'mainnet' } },
      'is not a chain id like "solana:mainnet"',
    ],
    [
      'a symbol that is not a string',
      { tokenSymbols: { Mint111: 7 } },
      'tokenSymbols["Mint111"]: expected a symbol',
    ],
    [
      'a walletStandard that is a string',
      { walletStandard: 'yes' },
      'walletStandard: expected true, false or a Wallets registry',
    ],
    ['wallets that are not an array', { wallets: {} }, 'wallets: expected an array of wallet adapters'],
    ['a misspelt option', { rpcUrl: 'https://rpc.example.org' }, 'Unrecognized key: "rpcUrl"'],
    [
      'a network without an RPC URL',
      { networks: [{ ...solanaDevnet, rpcUrls: { default: { http: [] } } }] },
      `networks: no http(s) RPC URL for ${solanaDevnet.caipNetworkId}`,
    ],
  ] as const)('refuses %s, naming the problem', ([, options, reason]) => {
    expect(problem(options).message).toContain(reason)
  })

  test('a network without an RPC URL is fine when the app brings its own Connection', () => {
    const bare = { ...solanaDevnet, rpcUrls: { default: { http: [] } } }
    expect(
      resolveAdapterOptions({ networks: [bare], connection: () => ({}) as never }).networks,
    ).toHaveLength(1)
  })

  test('names every problem at once', () => {
    const { details } = problem({
      commitment: 'fast',
      confirmTimeoutMs: -5,
      rpcUrls: { 'solana:x': 'https://x' },
    })
    expect(details?.split('; ')).toEqual([
      'rpcUrls: "solana:x" is not one of solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp, solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1, solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'commitment: "fast" is not one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
      'confirmTimeoutMs: expected a number of milliseconds, 0 or more, got -5',
    ])
  })

  test('refuses something that is not an options object', () => {
    expect(problem('mainnet').details).toBe('Invalid input: expected object, received string')
  })
})
