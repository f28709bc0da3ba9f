import type { CaipNetwork } from '@openappkit/core'
import { type Config, waitForTransactionReceipt } from '@wagmi/core'
import { evmChainId } from '../networks/toViemChain.ts'
import { assertTransactionHash } from '../utils/validate.ts'

/** Waits for the transaction's receipt on its chain (read over the chain's RPC, not the wallet's). */
export async function waitForTransaction(
  config: Config,
  parameters: { hash: string; network: CaipNetwork },
): Promise<'success' | 'reverted'> {
  const receipt = await waitForTransactionReceipt(config, {
    hash: assertTransactionHash(parameters.hash),
    chainId: evmChainId(parameters.network),
  })
  return receipt.status
}
