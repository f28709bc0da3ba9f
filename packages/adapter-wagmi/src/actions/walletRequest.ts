import { type Config, getConnectorClient } from '@wagmi/core'
import type { Address } from 'viem'

/**
 * One EIP-1193 request to the connected wallet, for `account` on `chainId` (wagmi's connector
 * client checks both). Sends, batches and gas estimates go through raw requests rather than
 * viem's transaction actions: the wallet fills in gas, fees and nonce for a JSON-RPC account
 * anyway, and those actions (transaction preparation, serializers, local signing) cost an app
 * about 13 KiB gzip of initial JS (`pnpm bench:size`).
 */
export async function walletRequest(
  config: Config,
  target: { account: Address; chainId: number },
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  const client = await getConnectorClient(config, target)
  return (client.request as (arguments_: { method: string; params: readonly unknown[] }) => Promise<unknown>)(
    {
      method,
      params,
    },
  )
}
