import { BaseError, type TransactionParameters } from '@openappkit/core'
import { type Config, call, sendTransaction as wagmiSendTransaction } from '@wagmi/core'
import type { Hex } from 'viem'
import { toWalletError } from '../errors/toWalletError.ts'
import { evmChainId } from '../networks/toViemChain.ts'
import { assertAddress, assertTransactionHash } from '../utils/validate.ts'
import { requireAccount, requireWalletChain } from './walletChecks.ts'

/**
 * Any transaction (a swap, an approval). It is run as an eth_call on the chain first, so one that
 * would revert (a spent allowance, a moved price past the slippage) fails with the contract's
 * reason before the wallet asks its user to sign it.
 */
export async function sendTransaction(config: Config, parameters: TransactionParameters): Promise<string> {
  const from = assertAddress(parameters.from, 'from')
  const to = assertAddress(parameters.to, 'to')
  const data = parameters.data ?? '0x'
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data))
    throw new BaseError('Invalid transaction data', {
      details: `data must be 0x-prefixed hex, got "${data}"`,
    })
  const { value } = parameters
  if (value !== undefined && value < 0n)
    throw new BaseError('Invalid amount', { details: 'The value must not be negative' })
  const chainId = evmChainId(parameters.network)
  const transaction = { account: from, to, data: data as Hex, value, chainId }
  try {
    requireAccount(config, from, 'sending')
    await call(config, transaction)
    await requireWalletChain(config, chainId)
    return assertTransactionHash(await wagmiSendTransaction(config, transaction))
  } catch (error) {
    throw toWalletError(error, 'send the transaction')
  }
}
