import type { AdapterBalance, CaipNetwork } from '@openappkit/core'
import type { Config } from '@wagmi/core'
import type { ActionKit } from './actionKit'
import { returnedNoData } from './returnedNoData'

/** An ERC-20 balance with the token's own decimals and symbol, read from the chain. */
export async function getTokenBalance(
  kit: ActionKit,
  config: Config,
  { address, token, network }: { address: string; token: string; network: CaipNetwork },
): Promise<AdapterBalance> {
  const {
    assertAddress,
    call,
    decodeFunctionResult,
    encodeFunctionData,
    erc20Abi,
    evmChainId,
    toWalletError,
  } = kit
  const account = assertAddress(address, 'address')
  const contract = assertAddress(token, 'token')
  const chainId = evmChainId(network)
  // An eth_call and the ABI's reading, as wagmi's readContract makes them; its code and viem's
  // (their contract errors, about 5 KB minified) are not bundled (README, "Loaded on use").
  const read = async (functionName: 'balanceOf' | 'decimals' | 'symbol', args?: readonly unknown[]) => {
    const { data } = await call(config, {
      to: contract,
      data: encodeFunctionData({ abi: erc20Abi, functionName, args } as never),
      chainId,
    })
    if (!data || data === '0x') throw returnedNoData(functionName)
    return decodeFunctionResult({ abi: erc20Abi, functionName, args, data } as never) as unknown
  }
  // The three reads go out together; when some fail, the error is the first of them in this order
  // (the balance's), whichever answer came back first, so the user reads the same error each time.
  const settled = await Promise.allSettled([read('balanceOf', [account]), read('decimals'), read('symbol')])
  const failed = settled.find((result) => result.status === 'rejected')
  if (failed) throw toWalletError(failed.reason, 'read the token balance')
  const [value, decimals, symbol] = settled.map((result) => (result as PromiseFulfilledResult<unknown>).value)
  return { value: value as bigint, decimals: Number(decimals), symbol: symbol as string }
}
