import type { CaipNetwork } from '@openappkit/core'
import { type Config, verifyMessage as wagmiVerifyMessage } from '@wagmi/core'
import { isAddress, isHex } from 'viem'

/**
 * Whether `signature` is `address`'s signature of `message` on `network`, through the chain's
 * client (viem's verifyMessage: EIP-191 for an EOA, ERC-1271 for a deployed smart account,
 * ERC-6492 for one not deployed yet). False for anything malformed or a chain that cannot say.
 */
export async function verifyMessage(
  config: Config,
  parameters: { address: string; message: string; signature: string; network: CaipNetwork },
): Promise<boolean> {
  const { address, message, signature, network } = parameters
  if (!isAddress(address, { strict: false }) || !isHex(signature)) return false
  try {
    return await wagmiVerifyMessage(config, { address, message, signature, chainId: Number(network.id) })
  } catch {
    return false
  }
}
