import type { EstimateGasParameters } from '@openappkit/core'
import { type Config, estimateGas as wagmiEstimateGas } from '@wagmi/core'
import type { Hex } from 'viem'
import { toWalletError } from '../errors/toWalletError.ts'
import { evmChainId } from '../networks/toViemChain.ts'
import { assertAddress } from '../utils/validate.ts'

/** The chain's gas estimate for a transaction from `from` (no wallet involved). */
export async function estimateGas(
  config: Config,
  { from, to, network, value, data }: EstimateGasParameters,
): Promise<bigint> {
  try {
    return await wagmiEstimateGas(config, {
      account: assertAddress(from, 'from'),
      to: assertAddress(to, 'to'),
      chainId: evmChainId(network),
      ...(value !== undefined ? { value } : {}),
      ...(data !== undefined ? { data: data as Hex } : {}),
    })
  } catch (error) {
    throw toWalletError(error, 'estimate gas')
  }
}
