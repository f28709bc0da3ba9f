import { describe, expect, test } from 'vitest'
import { InvalidParametersError } from '../errors/parameters.ts'
import { mainnet, sepolia } from '../networks/evmNetworks.ts'
import { solana } from '../networks/solanaNetworks.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { minimumReceived } from './minimumReceived.ts'
import { parseSwapArguments, resolveSwapArguments } from './swapArguments.ts'
import { swapBalance } from './swapBalance.ts'
import { assertSwapNetwork, isSwapNetwork, swapSupportedChainIds } from './swapNetworks.ts'
import { swapTokenLists } from './swapTokenLists.ts'
import { validateSwap } from './validateSwap.ts'

const local: CaipNetwork = { ...sepolia, id: 31337, caipNetworkId: 'eip155:31337', name: 'Local' }
const token = (symbol: string, address: string, decimals = 18) => ({
  name: symbol,
  symbol,
  address: `eip155:1:${address}`,
  decimals,
})
const eth = token('ETH', `0x${'e'.repeat(40)}`)
const usdc = token('USDC', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6)
const uni = token('UNI', '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984')

describe('swap networks (SPEC §9)', () => {
  test('the twelve EVM chains of the list, and the ones the app adds; never another namespace', () => {
    expect([...swapSupportedChainIds]).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
    expect(isSwapNetwork(mainnet, [])).toBe(true)
    expect(isSwapNetwork(sepolia, [])).toBe(false)
    expect(isSwapNetwork(local, [])).toBe(false)
    expect(isSwapNetwork(local, ['eip155:31337'])).toBe(true)
    expect(isSwapNetwork(solana, [solana.caipNetworkId])).toBe(false)
  })

  test('outside the list: "Network not supported for Swaps", or "… for Gas Price" for the gas price', () => {
    expect(() => assertSwapNetwork(sepolia, [])).toThrow('Network not supported for Swaps')
    expect(() => assertSwapNetwork(sepolia, [], 'gasPrice')).toThrow('Network not supported for Gas Price')
    expect(() => assertSwapNetwork(undefined, [])).toThrow('Network not supported for Swaps')
    expect(() => assertSwapNetwork(mainnet, [])).not.toThrow()
  })
})

describe('validateSwap', () => {
  const form = {
    sourceToken: eth,
    toToken: usdc,
    sourceTokenAmount: '0.5',
    network: mainnet,
    additionalSwapNetworks: [],
  }
  test('a good form gives the amount in the smallest unit', () => {
    expect(validateSwap(form)).toMatchObject({ amount: 5n * 10n ** 17n, from: eth, to: usdc })
  })
  test.each([
    [{ network: sepolia }, 'Network not supported for Swaps'],
    [{ toToken: undefined }, 'Choose the tokens to swap'],
    [{ toToken: eth }, 'Choose two different tokens'],
    [
      { toToken: { ...usdc, address: 'eip155:10:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' } },
      'This token is on another network',
    ],
    [{ sourceTokenAmount: '' }, 'Enter an amount'],
    [{ sourceTokenAmount: '0' }, 'Enter an amount'],
    [{ sourceTokenAmount: 'abc' }, 'Enter an amount'],
    [{ balance: 10n ** 17n }, 'Insufficient balance'],
  ])('%o → %s', (change, message) => {
    expect(() => validateSwap({ ...form, ...change })).toThrow(message)
  })
})

describe('token lists', () => {
  test('suggested in their order, popular first in the full list, the rest by symbol', () => {
    const zzz = token('ZZZ', '0x00000000000000000000000000000000000000aa')
    const abc = token('ABC', '0x00000000000000000000000000000000000000bb')
    const lists = swapTokenLists([zzz, uni, usdc, abc, eth])
    expect(lists.suggested.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(lists.popular.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'UNI'])
    expect(lists.tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'UNI', 'ABC', 'ZZZ'])
  })
})

describe('slippage', () => {
  test('the least paid out is the quote less the slippage; 1% of 1000 is 990', () => {
    expect(minimumReceived(1000n, 1)).toBe(990n)
    expect(minimumReceived(10n ** 18n, 0.5)).toBe(995n * 10n ** 15n)
    expect(minimumReceived(1000n, -3)).toBe(1000n)
  })
})

describe('swap arguments', () => {
  test('symbols or ids preset the form; an unknown token is named, not guessed', () => {
    const args = parseSwapArguments({ fromToken: 'eth', toToken: usdc.address, amount: '0.25' })
    expect(resolveSwapArguments(args, [eth, usdc])).toEqual({
      patch: { sourceToken: eth, toToken: usdc, sourceTokenAmount: '0.25' },
      unknown: [],
    })
    expect(resolveSwapArguments({ toToken: 'NOPE' }, [eth, usdc])).toEqual({ patch: {}, unknown: ['NOPE'] })
  })
  test.each([[null], [{ amount: 1 }], [{ amount: '1e3' }], [{ from: 'ETH' }], [{ toToken: '' }]])(
    'refuses %o',
    (value) => {
      expect(() => parseSwapArguments(value)).toThrow(InvalidParametersError)
    },
  )
})

describe('swapBalance', () => {
  const portfolio = [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      price: 1,
      iconUrl: '',
      quantity: { decimals: '18', numeric: '1.5' },
    },
    {
      ...{ name: 'USDC', symbol: 'USDC', chainId: 'eip155:1', price: 1, iconUrl: '' },
      address: usdc.address.toLowerCase(),
      quantity: { decimals: '6', numeric: '12.000001' },
    },
  ]
  test('native by its placeholder, tokens by id in any case; none held is zero; unknown portfolio is undefined', () => {
    expect(swapBalance(portfolio, mainnet, eth)).toEqual({ numeric: '1.5', value: 15n * 10n ** 17n })
    expect(swapBalance(portfolio, mainnet, usdc)).toEqual({ numeric: '12.000001', value: 12_000_001n })
    expect(swapBalance(portfolio, mainnet, uni)).toEqual({ numeric: '0', value: 0n })
    expect(swapBalance(undefined, mainnet, uni)).toBeUndefined()
  })
})
