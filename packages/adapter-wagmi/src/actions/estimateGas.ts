import { BaseError, type EstimateGasParameters } from '@openappkit/core'
import type { Config } from '@wagmi/core'
import { type Hex, hexToBigInt, numberToHex } from 'viem'
import { toWalletError } from '../errors/toWalletError'
import { evmChainId } from '../networks/toViemChain'
import { assertAddress } from '../utils/validate'

/** The chain's RPC estimate (wagmi's estimateGas asks the chain's client too), checked to be a quantity. */
export async function estimateGas(
  config: Config,
  { from, to, network, value, data }: EstimateGasParameters,
): Promise<bigint> {
  const chainId = evmChainId(network)
  const transaction = {
    from: assertAddress(from, 'from'),
    to: assertAddress(to, 'to'),
    ...(value !== undefined ? { value: numberToHex(value) } : {}),
    ...(data !== undefined ? { data: data as Hex } : {}),
  }
  try {
    const gas: unknown = await config
      .getClient({ chainId })
      .request({ method: 'eth_estimateGas', params: [transaction] })
    if (typeof gas !== 'string' || !/^0x[0-9a-fA-F]+$/.test(gas))
      throw new BaseError('Invalid gas estimate', { details: `The RPC answered ${JSON.stringify(gas)}` })
    return hexToBigInt(gas as Hex)
  } catch (error) {
    throw toWalletError(error, 'estimate gas')
  }
}
