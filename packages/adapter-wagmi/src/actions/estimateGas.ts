import type { EstimateGasParameters } from '@openappkit/core'
import type { Config } from '@wagmi/core'
import type { Hex } from 'viem'
import type { ActionKit } from './actionKit'

/** The chain's RPC estimate (wagmi's estimateGas asks the chain's client too), checked to be a quantity. */
export async function estimateGas(
  kit: ActionKit,
  config: Config,
  { from, to, network, value, data }: EstimateGasParameters,
): Promise<bigint> {
  const { assertAddress, BaseError, evmChainId, hexToBigInt, numberToHex, toWalletError } = kit
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
