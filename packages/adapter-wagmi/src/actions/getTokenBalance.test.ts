import { mainnet } from '@openappkit/core'
import { createConfig, custom } from '@wagmi/core'
import { decodeFunctionData, encodeFunctionResult, erc20Abi, type Hex } from 'viem'
import { expect, test } from 'vitest'
import { toViemChain } from '../networks/toViemChain.ts'
import { getTokenBalance } from './getTokenBalance.ts'

const address = '0x1111111111111111111111111111111111111111'
const token = '0x2222222222222222222222222222222222222222'

/** A chain whose eth_calls wait until the test answers them, by function name. */
function heldChain() {
  const waiting = new Map<string, (data: Hex) => void>()
  const request = async ({ method, params }: { method: string; params: [{ data: Hex }] }) => {
    if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
    const { functionName } = decodeFunctionData({ abi: erc20Abi, data: params[0].data })
    return new Promise<Hex>((resolve) => waiting.set(functionName, resolve))
  }
  const answer = async (functionName: string, data: Hex) => {
    await expect.poll(() => waiting.has(functionName)).toBe(true)
    waiting.get(functionName)?.(data)
  }
  // The chain names no multicall3: each read is an eth_call of its own, as on a local chain.
  const config = createConfig({
    chains: [toViemChain(mainnet)],
    transports: { 1: custom({ request: request as never }, { retryCount: 0 }) },
    storage: null,
  })
  return { read: () => getTokenBalance(config, { address, token, network: mainnet }), answer }
}

test('an empty answer to every read names the balance, whichever read answered first', async () => {
  const { read, answer } = heldChain()
  const balance = read()
  await answer('symbol', '0x')
  await answer('decimals', '0x')
  await answer('balanceOf', '0x')
  await expect(balance).rejects.toMatchObject({
    shortMessage: 'The wallet could not read the token balance',
    details: 'The contract function "balanceOf" returned no data ("0x").',
  })
})

test('the balance read fine and only the decimals failed: the error names the decimals', async () => {
  const { read, answer } = heldChain()
  const balance = read()
  await answer('balanceOf', encodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', result: 5n }))
  await answer('decimals', '0x')
  await answer('symbol', encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'TT' }))
  await expect(balance).rejects.toMatchObject({
    details: 'The contract function "decimals" returned no data ("0x").',
  })
})

test('three good answers in any order make the balance', async () => {
  const { read, answer } = heldChain()
  const balance = read()
  await answer('symbol', encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'TT' }))
  await answer('decimals', encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: 6 }))
  await answer(
    'balanceOf',
    encodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', result: 1_500_000n }),
  )
  await expect(balance).resolves.toEqual({ value: 1_500_000n, decimals: 6, symbol: 'TT' })
})
