import { BaseError, type TransferParameters } from '@openappkit/core'
import { errorChain } from '@openappkit/core/internal'
import { type Config, getBytecode, sendTransaction, simulateContract, writeContract } from '@wagmi/core'
import { type Address, ContractFunctionZeroDataError, erc20Abi } from 'viem'
import { toWalletError } from '../errors/toWalletError.ts'
import { evmChainId } from '../networks/toViemChain.ts'
import { isUsdtStyleToken, type UsdtStyleTokens } from '../tokens/isUsdtStyleToken.ts'
import { usdtTransferAbi } from '../tokens/usdtTransferAbi.ts'
import { assertAddress, assertTransactionHash } from '../utils/validate.ts'
import { requireAccount, requireWalletChain } from './walletChecks.ts'

const returnedNoData = (error: unknown) =>
  errorChain(error).some((link) => (link as { name?: unknown }).name === 'ContractFunctionZeroDataError')

/**
 * Simulates a token transfer before the wallet is asked, so one that would revert (balance,
 * paused token) fails with the token's reason instead of a wallet prompt for a doomed
 * transaction. A standard token answers `true`; `false` is a refusal. No data at all is what a
 * USDT-style `transfer` answers (listed or not), and also what any call to an address without a
 * contract gets: the chain is asked for the token's code before that answer is taken as USDT's.
 */
async function simulateTokenTransfer(
  config: Config,
  {
    from,
    token,
    to,
    amount,
    chainId,
    usdtStyle,
  }: {
    from: Address
    token: Address
    to: Address
    amount: bigint
    chainId: number
    usdtStyle: boolean
  },
) {
  const transfer = {
    account: from,
    address: token,
    functionName: 'transfer',
    args: [to, amount],
    chainId,
  } as const
  if (usdtStyle) {
    await simulateContract(config, { ...transfer, abi: usdtTransferAbi })
  } else {
    try {
      const { result } = await simulateContract(config, { ...transfer, abi: erc20Abi })
      if (result === false) throw new Error('The token refused the transfer (transfer returned false)')
      return
    } catch (error) {
      if (!returnedNoData(error)) throw error
    }
  }
  if (!(await getBytecode(config, { address: token, chainId })))
    throw new ContractFunctionZeroDataError({ functionName: 'transfer' })
}

/**
 * A native transfer is sent as (to, value, data 0x); a token transfer as a call to the token's
 * `transfer(to, amount)`, whose calldata is the same for USDT-style tokens.
 */
export async function sendTransfer(
  config: Config,
  parameters: TransferParameters & { usdtStyleTokens?: UsdtStyleTokens | undefined },
): Promise<string> {
  const from = assertAddress(parameters.from, 'from')
  const to = assertAddress(parameters.to, 'to')
  const { amount } = parameters
  if (amount <= 0n) throw new BaseError('Invalid amount', { details: 'The amount must be above zero' })
  const chainId = evmChainId(parameters.network)
  try {
    requireAccount(config, from, 'sending')
    if (!parameters.token) {
      await requireWalletChain(config, chainId)
      return assertTransactionHash(
        await sendTransaction(config, { account: from, to, value: amount, data: '0x', chainId }),
      )
    }
    const token = assertAddress(parameters.token, 'token')
    const usdtStyle = isUsdtStyleToken(token, chainId, parameters.usdtStyleTokens)
    await simulateTokenTransfer(config, { from, token, to, amount, chainId, usdtStyle })
    await requireWalletChain(config, chainId)
    return assertTransactionHash(
      await writeContract(config, {
        account: from,
        address: token,
        abi: usdtTransferAbi,
        functionName: 'transfer',
        args: [to, amount],
        chainId,
      }),
    )
  } catch (error) {
    throw toWalletError(error, 'send the transfer')
  }
}
