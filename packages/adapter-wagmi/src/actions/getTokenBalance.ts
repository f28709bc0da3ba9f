import type { AdapterBalance, CaipNetwork } from '@openappkit/core'
import { type Config, readContracts } from '@wagmi/core'
import { erc20Abi } from 'viem'
import { toWalletError } from '../errors/toWalletError.ts'
import { evmChainId } from '../networks/toViemChain.ts'
import { assertAddress } from '../utils/validate.ts'

/** An ERC-20 balance with the token's own decimals and symbol, read from the chain. */
export async function getTokenBalance(
  config: Config,
  { address, token, network }: { address: string; token: string; network: CaipNetwork },
): Promise<AdapterBalance> {
  const account = assertAddress(address, 'address')
  const contract = { address: assertAddress(token, 'token'), abi: erc20Abi, chainId: evmChainId(network) }
  try {
    const [value, decimals, symbol] = await readContracts(config, {
      contracts: [
        { ...contract, functionName: 'balanceOf', args: [account] },
        { ...contract, functionName: 'decimals' },
        { ...contract, functionName: 'symbol' },
      ],
    })
    // When several reads fail, the error is the first in this order (the balance's), whichever
    // answer came back first, so the user reads the same error each time.
    for (const read of [value, decimals, symbol]) if (read.status === 'failure') throw read.error
    return {
      value: value.result as bigint,
      decimals: Number(decimals.result),
      symbol: symbol.result as string,
    }
  } catch (error) {
    throw toWalletError(error, 'read the token balance')
  }
}
