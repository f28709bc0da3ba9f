import type { AppKit } from '../appKit.ts'
import { ConnectionError, connectionErrorMessages } from '../errors/domain.ts'
import { InvalidResponseError } from '../errors/rest.ts'
import { restClient } from '../rest/restClient.ts'
import type { SendState } from '../state/types.ts'
import { formatUnits } from '../utils/units.ts'
import { isReceiverAddress } from './isReceiverAddress.ts'
import { SendInputError, sendInputErrorMessages } from './sendInputError.ts'
import { tokenContract } from './validateSend.ts'

export type EstimateSendFeeParameters = Pick<SendState, 'token' | 'receiverAddress'>

export type SendFee = {
  /** In the native coin's smallest unit. */
  value: bigint
  decimals: number
  symbol: string
  formatted: string
}

/** `transfer(address,uint256)` calldata, built by hand: core carries no ABI library. */
function transferCalldata(to: string, amount: bigint): string {
  return `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`
}

/**
 * The network fee of the send being drafted, in the native coin. EVM: the chain's gas estimate
 * for the transfer (to the receiver once it is an address, else to the sender; the amount does
 * not change the gas of a plain transfer, so 0 is priced) times the data service's standard gas
 * price. Solana: the fee the cluster quotes for the message.
 */
export async function estimateSendFee(
  appKit: AppKit,
  parameters: EstimateSendFeeParameters,
): Promise<SendFee> {
  const { store, atoms } = appKit
  const network = store.get(atoms.activeCaipNetwork)
  const namespace = network?.chainNamespace
  const adapter = namespace ? appKit.adapters[namespace] : undefined
  if (!network || !namespace || !adapter)
    throw new ConnectionError(connectionErrorMessages.chainAdapterNotFound, { details: namespace })
  const from = store.get(atoms.account(namespace)).address
  if (!from) throw new SendInputError(sendInputErrorMessages.notConnected)
  const receiver = parameters.receiverAddress?.trim()
  const to = receiver && isReceiverAddress(namespace, receiver) ? receiver : from
  const token = parameters.token ? tokenContract(parameters.token) : undefined
  const { decimals, symbol } = network.nativeCurrency
  let value: bigint
  if (namespace === 'eip155') {
    const rest = await restClient()
    const [gas, price] = await Promise.all([
      adapter.estimateGas(
        token
          ? { from, to: token, network, data: transferCalldata(to, 0n) }
          : { from, to, network, value: 0n },
      ),
      rest.getGasPrice(appKit, { chainId: network.caipNetworkId }),
    ])
    if (!/^\d{1,30}$/.test(price.standard)) {
      throw new InvalidResponseError('/v1/convert/gas-price', { details: `standard is "${price.standard}"` })
    }
    value = gas * BigInt(price.standard)
  } else {
    value = await adapter.estimateGas({ from, to, network, value: 0n })
  }
  return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
}
