import type { AdapterCall, CaipNetwork } from '@openappkit/core'
import { type Config, sendCalls as wagmiSendCalls } from '@wagmi/core'
import type { Hex } from 'viem'
import { toWalletError } from '../errors/toWalletError.ts'
import { InvalidWalletResponseError } from '../errors/walletErrors.ts'
import { evmChainId } from '../networks/toViemChain.ts'
import { assertAddress, describe } from '../utils/validate.ts'
import { requireAccount, requireWalletChain } from './walletChecks.ts'

/** An EIP-5792 batch (`wallet_sendCalls`, version 2.0.0); resolves with the wallet's batch id. */
export async function sendCalls(
  config: Config,
  { from, network, calls }: { from: string; network: CaipNetwork; calls: readonly AdapterCall[] },
): Promise<{ id: string }> {
  const account = assertAddress(from, 'from')
  const chainId = evmChainId(network)
  const checked = calls.map((call, index) => ({
    to: assertAddress(call.to, `calls[${index}].to`),
    ...(call.data !== undefined ? { data: call.data as Hex } : {}),
    ...(call.value !== undefined ? { value: call.value } : {}),
  }))
  try {
    requireAccount(config, account, 'sending calls')
    await requireWalletChain(config, chainId)
    // viem reads a first-draft wallet's bare id as { id }; any other answer is passed on as it is.
    const answer: unknown = await wagmiSendCalls(config, { account, chainId, calls: checked })
    const id = (answer as { id?: unknown } | null)?.id
    if (typeof id !== 'string' || id === '')
      throw new InvalidWalletResponseError('batch id', { details: `Received ${describe(answer)}` })
    return { id }
  } catch (error) {
    throw toWalletError(error, 'send the calls')
  }
}
