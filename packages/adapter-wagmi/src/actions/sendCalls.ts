import type { AdapterCall, CaipNetwork } from '@openappkit/core'
import type { Config } from '@wagmi/core'
import type { Hex } from 'viem'
import type { ActionKit } from './actionKit'
import { walletRequest } from './walletRequest'

/** An EIP-5792 batch (`wallet_sendCalls`); resolves with the wallet's batch id. */
export async function sendCalls(
  kit: ActionKit,
  config: Config,
  { from, network, calls }: { from: string; network: CaipNetwork; calls: readonly AdapterCall[] },
  requireConnection: () => void,
): Promise<{ id: string }> {
  const { assertAddress, evmChainId, InvalidWalletResponseError, numberToHex, toWalletError } = kit
  const account = assertAddress(from, 'from')
  requireConnection()
  const chainId = evmChainId(network)
  const checked = calls.map((call, index) => ({
    to: assertAddress(call.to, `calls[${index}].to`),
    ...(call.data !== undefined ? { data: call.data as Hex } : {}),
    ...(call.value !== undefined ? { value: numberToHex(call.value) } : {}),
  }))
  try {
    // EIP-5792: version 2.0.0 answers { id }; wallets on the first draft answer the id alone.
    const answer = await walletRequest(kit, config, { account, chainId }, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: numberToHex(chainId),
        from: account,
        atomicRequired: false,
        calls: checked,
      },
    ])
    const id = typeof answer === 'string' ? answer : (answer as { id?: unknown } | null)?.id
    if (typeof id !== 'string' || id === '')
      throw new InvalidWalletResponseError('batch id', { details: `Received ${JSON.stringify(answer)}` })
    return { id }
  } catch (error) {
    throw toWalletError(error, 'send the calls')
  }
}
