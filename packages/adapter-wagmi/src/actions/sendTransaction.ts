import type { TransactionParameters } from '@openappkit/core'
import type { Config } from '@wagmi/core'
import type { Hex } from 'viem'
import type { ActionKit } from './actionKit'
import { walletRequest } from './walletRequest'

/**
 * Any transaction as eth_sendTransaction (a swap, an approval). It is run as an eth_call on the
 * chain first, so a transaction that would revert (a spent allowance, a moved price past the
 * slippage) fails with the contract's reason before the wallet asks its user to sign it.
 */
export async function sendTransaction(
  kit: ActionKit,
  config: Config,
  parameters: TransactionParameters,
): Promise<string> {
  const { assertAddress, assertTransactionHash, BaseError, call, evmChainId, numberToHex, toWalletError } =
    kit
  const from = assertAddress(parameters.from, 'from')
  const to = assertAddress(parameters.to, 'to')
  const data = parameters.data ?? '0x'
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data))
    throw new BaseError('Invalid transaction data', {
      details: `data must be 0x-prefixed hex, got "${data}"`,
    })
  const value = parameters.value
  if (value !== undefined && value < 0n)
    throw new BaseError('Invalid amount', { details: 'The value must not be negative' })
  const chainId = evmChainId(parameters.network)
  try {
    await call(config, { account: from, to, data: data as Hex, value, chainId })
    return assertTransactionHash(
      await walletRequest(kit, config, { account: from, chainId }, 'eth_sendTransaction', [
        {
          from,
          to,
          data,
          ...(value === undefined ? {} : { value: numberToHex(value) }),
          chainId: numberToHex(chainId),
        },
      ]),
    )
  } catch (error) {
    throw toWalletError(error, 'send the transaction')
  }
}
