import type { Config } from '@wagmi/core'
import type { Address } from 'viem'
import type { ActionKit } from './actionKit'
import { connectorRequest } from './connectorRequest'

/**
 * One EIP-1193 request to the connected wallet, from `account` on `chainId`: the account is
 * checked as wagmi's connector client checked it (connectorRequest.ts); the wallet is asked its
 * chain first, and a request for another network fails here, before the wallet is asked to sign
 * or send anything.
 *
 * Sends and batches go through raw requests rather than viem's transaction actions. For a
 * wallet (a JSON-RPC account) viem sent the same bare request, but its actions bundle
 * transaction preparation, serializers and local signing that such a send never runs: about
 * 13 KiB gzip of an app's initial JS (`pnpm bench:size`).
 */
export async function walletRequest(
  kit: ActionKit,
  config: Config,
  target: { account: Address; chainId: number },
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  const { parseChainId, WalletOnOtherNetworkError } = kit
  const request = await connectorRequest(kit, config, { ...target, anyChain: true })
  const walletChain = await request({ method: 'eth_chainId' })
  const walletChainId = parseChainId(walletChain)
  if (walletChainId !== target.chainId) throw new WalletOnOtherNetworkError(walletChainId, target.chainId)
  return request({ method, params })
}
