import { type Config, getConnectorClient } from '@wagmi/core'
import { type Address, hexToNumber, isHex } from 'viem'
import { WalletOnOtherNetworkError } from '../errors/walletErrors'

/**
 * One EIP-1193 request to the connected wallet, from `account` on `chainId`: wagmi's connector
 * client checks the account; the wallet is asked its chain first, and a request for another
 * network fails here, before the wallet is asked to sign or send anything.
 *
 * Sends and batches go through raw requests rather than viem's transaction actions. For a
 * wallet (a JSON-RPC account) viem sent the same bare request, but its actions bundle
 * transaction preparation, serializers and local signing that such a send never runs: about
 * 13 KiB gzip of an app's initial JS (`pnpm bench:size`).
 */
export async function walletRequest(
  config: Config,
  target: { account: Address; chainId: number },
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  const client = await getConnectorClient(config, { ...target, assertChainId: false })
  const request = client.request as (arguments_: {
    method: string
    params?: readonly unknown[]
  }) => Promise<unknown>
  const walletChain = await request({ method: 'eth_chainId' })
  const walletChainId = parseChainId(walletChain)
  if (walletChainId !== target.chainId) throw new WalletOnOtherNetworkError(walletChainId, target.chainId)
  return request({ method, params })
}

/**
 * A wallet's `eth_chainId` answer: EIP-1193 says hex; WalletConnect's provider answers a number,
 * some wallets a decimal string (wagmi reads the chain with Number() and connects them, so their
 * sends must work too). Anything else is no chain.
 */
export function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value !== 'string') return undefined
  if (isHex(value) && value.length > 2) return hexToNumber(value)
  return /^[1-9]\d*$/.test(value) ? Number(value) : undefined
}
