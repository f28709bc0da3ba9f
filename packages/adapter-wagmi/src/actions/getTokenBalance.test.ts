import type { CaipNetwork } from '@openappkit/core'
import type { Config } from '@wagmi/core'
import { decodeFunctionData, encodeFunctionResult, type Hex } from 'viem'
import { expect, test } from 'vitest'
import { erc20Abi } from '../tokens/erc20Abi'
import { actionKit } from './actionKit'
import { getTokenBalance } from './getTokenBalance'

const network = { caipNetworkId: 'eip155:1', chainNamespace: 'eip155', id: 1 } as unknown as CaipNetwork
const address = '0x1111111111111111111111111111111111111111'
const token = '0x2222222222222222222222222222222222222222'

/** A chain whose eth_calls wait until the test answers them, by function name. */
function heldChain() {
  const waiting = new Map<string, (data: Hex) => void>()
  const call = (_config: Config, { data }: { data: Hex }) => {
    const { functionName } = decodeFunctionData({ abi: erc20Abi, data })
    return new Promise<{ data: Hex }>((resolve) =>
      waiting.set(functionName, (answer) => resolve({ data: answer })),
    )
  }
  const answer = async (functionName: string, data: Hex) => {
    await expect.poll(() => waiting.has(functionName)).toBe(true)
    waiting.get(functionName)?.(data)
  }
  return { kit: { ...actionKit, call } as unknown as typeof actionKit, answer }
}

const read = (kit: typeof actionKit) => getTokenBalance(kit, {} as Config, { address, token, network })

test('an empty answer to every read names the balance, whichever read answered first', async () => {
  const { kit, answer } = heldChain()
  const balance = read(kit)
  await answer('symbol', '0x')
  await answer('decimals', '0x')
  await answer('balanceOf', '0x')
  await expect(balance).rejects.toMatchObject({
    shortMessage: 'The wallet could not read the token balance',
    details: 'The contract function "balanceOf" returned no data ("0x").',
  })
})

test('the balance read fine and only the decimals failed: the error names the decimals', async () => {
  const { kit, answer } = heldChain()
  const balance = read(kit)
  await answer('balanceOf', encodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', result: 5n }))
  await answer('decimals', '0x')
  await answer('symbol', encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'TT' }))
  await expect(balance).rejects.toMatchObject({
    details: 'The contract function "decimals" returned no data ("0x").',
  })
})

test('three good answers in any order make the balance', async () => {
  const { kit, answer } = heldChain()
  const balance = read(kit)
  await answer('symbol', encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'TT' }))
  await answer('decimals', encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: 6 }))
  await answer(
    'balanceOf',
    encodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', result: 1_500_000n }),
  )
  await expect(balance).resolves.toEqual({ value: 1_500_000n, decimals: 6, symbol: 'TT' })
})
