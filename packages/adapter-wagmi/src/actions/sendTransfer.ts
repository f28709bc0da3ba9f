import type { TransferParameters } from '@openappkit/core'
import type { Config } from '@wagmi/core'
import type { Address } from 'viem'
import type { UsdtStyleTokens } from '../tokens/isUsdtStyleToken'
import type { ActionKit } from './actionKit'
import { walletRequest } from './walletRequest'

function returnedNothing(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    if ((current as { name?: unknown }).name === 'AbiDecodingZeroDataError') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * Simulates a token transfer before the wallet is asked, so a transfer that would revert
 * (balance, paused token) fails with the token's reason instead of a wallet prompt for a doomed
 * transaction. Listed USDT-style tokens are simulated with the no-output ABI; an unlisted token
 * whose standard simulation returns no data at all is one too, and is retried that way.
 */
async function simulateTokenTransfer(
  { call, decodeFunctionResult, encodeFunctionData, erc20Abi, usdtTransferAbi }: ActionKit,
  config: Config,
  parameters: {
    from: Address
    token: Address
    to: Address
    amount: bigint
    chainId: number
    usdtStyle: boolean
  },
) {
  const { from, token, to, amount, chainId } = parameters
  // An eth_call from the sender and the ABI's reading of its answer, as wagmi's simulateContract
  // makes them (its code and viem's contract errors are not bundled): a revert rejects with the
  // node's reason, an empty answer with AbiDecodingZeroDataError.
  const simulate = async (abi: typeof erc20Abi | typeof usdtTransferAbi) => {
    const args = [to, amount] as const
    const { data } = await call(config, {
      account: from,
      to: token,
      data: encodeFunctionData({ abi, functionName: 'transfer', args }),
      chainId,
      batch: false,
    })
    return {
      result: decodeFunctionResult({ abi, functionName: 'transfer', args, data: data || '0x' }) as unknown,
    }
  }
  if (parameters.usdtStyle) return simulate(usdtTransferAbi)
  try {
    const { result } = await simulate(erc20Abi)
    if (result === false) throw new Error('The token refused the transfer (transfer returned false)')
  } catch (error) {
    if (!returnedNothing(error)) throw error
    await simulate(usdtTransferAbi)
  }
}

/**
 * SPEC §4 "Sending": a native transfer is sent as (to, value, data 0x); a token transfer as a
 * call to the token's `transfer(to, amount)`. The calldata of both token ABIs is the same; they
 * differ in what the simulation may expect back.
 */
export async function sendTransfer(
  kit: ActionKit,
  config: Config,
  parameters: TransferParameters & { usdtStyleTokens?: UsdtStyleTokens | undefined },
): Promise<string> {
  const {
    assertAddress,
    assertTransactionHash,
    BaseError,
    encodeFunctionData,
    evmChainId,
    isUsdtStyleToken,
    numberToHex,
    toWalletError,
    usdtTransferAbi,
  } = kit
  const from = assertAddress(parameters.from, 'from')
  const to = assertAddress(parameters.to, 'to')
  if (parameters.amount <= 0n)
    throw new BaseError('Invalid amount', { details: 'The amount must be above zero' })
  const chainId = evmChainId(parameters.network)
  try {
    const send = async (transaction: { to: Address; value?: bigint; data: `0x${string}` }) =>
      assertTransactionHash(
        await walletRequest(kit, config, { account: from, chainId }, 'eth_sendTransaction', [
          {
            from,
            to: transaction.to,
            ...(transaction.value === undefined ? {} : { value: numberToHex(transaction.value) }),
            data: transaction.data,
            chainId: numberToHex(chainId),
          },
        ]),
      )
    if (!parameters.token) return await send({ to, value: parameters.amount, data: '0x' })
    const token = assertAddress(parameters.token, 'token')
    await simulateTokenTransfer(kit, config, {
      from,
      token,
      to,
      amount: parameters.amount,
      chainId,
      usdtStyle: isUsdtStyleToken(token, chainId, parameters.usdtStyleTokens),
    })
    const data = encodeFunctionData({
      abi: usdtTransferAbi,
      functionName: 'transfer',
      args: [to, parameters.amount],
    })
    return await send({ to: token, data })
  } catch (error) {
    throw toWalletError(error, 'send the transfer')
  }
}
