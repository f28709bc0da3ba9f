import type { TransferParameters } from '@openappkit/core'
import type { Config } from '@wagmi/core'
import type { Address } from 'viem'
import type { UsdtStyleTokens } from '../tokens/isUsdtStyleToken'
import type { ActionKit } from './actionKit'
import { returnedNoData } from './returnedNoData'
import { walletRequest } from './walletRequest'

/**
 * Simulates a token transfer before the wallet is asked, so a transfer that would revert
 * (balance, paused token) fails with the token's reason instead of a wallet prompt for a doomed
 * transaction. An eth_call from the sender, as wagmi's simulateContract made it (its code and
 * viem's contract errors are not bundled): a revert rejects with the node's reason. The calldata
 * of both token ABIs is the same; what differs is the answer. A standard token answers `true`;
 * `false` is a refusal. No data at all is what a USDT-style `transfer` answers (listed or not),
 * and also what any call to an address without a contract gets: the chain is asked for the
 * token's code before that answer is taken as USDT's.
 */
async function simulateTokenTransfer(
  { call, decodeFunctionResult, encodeFunctionData, erc20Abi }: ActionKit,
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
  const args = [to, amount] as const
  const { data } = await call(config, {
    account: from,
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args }),
    chainId,
    batch: false,
  })
  if (data && data !== '0x') {
    // A listed USDT-style token's answer is not read: USDT's transfer declares none.
    if (parameters.usdtStyle) return
    if (decodeFunctionResult({ abi: erc20Abi, functionName: 'transfer', args, data }) === false)
      throw new Error('The token refused the transfer (transfer returned false)')
    return
  }
  const client = config.getClient({ chainId })
  const code = await client.request({
    method: 'eth_getCode',
    params: [token, client.experimental_blockTag ?? 'latest'],
  })
  if (!code || code === '0x') throw returnedNoData('transfer')
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
