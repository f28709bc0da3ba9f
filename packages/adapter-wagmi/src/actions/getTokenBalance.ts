import type { AdapterBalance, CaipNetwork } from '@openappkit/core'
import type { Config } from '@wagmi/core'
import type { ActionKit } from './actionKit'

/** An ERC-20 balance with the token's own decimals and symbol, read from the chain. */
export async function getTokenBalance(
  kit: ActionKit,
  config: Config,
  { address, token, network }: { address: string; token: string; network: CaipNetwork },
): Promise<AdapterBalance> {
  const { assertAddress, erc20Abi, evmChainId, readContract, toWalletError } = kit
  const account = assertAddress(address, 'address')
  const contract = assertAddress(token, 'token')
  const chainId = evmChainId(network)
  const read = <name extends 'balanceOf' | 'decimals' | 'symbol'>(
    functionName: name,
    args?: readonly unknown[],
  ) => readContract(config, { address: contract, abi: erc20Abi, functionName, args, chainId } as never)
  try {
    const [value, decimals, symbol] = await Promise.all([
      read('balanceOf', [account]) as Promise<bigint>,
      read('decimals') as Promise<number>,
      read('symbol') as Promise<string>,
    ])
    return { value, decimals: Number(decimals), symbol }
  } catch (error) {
    throw toWalletError(error, 'read the token balance')
  }
}
