import type { AdapterBalance, CaipNetwork } from '@openappkit/core'
import { type Config, getBalance as wagmiGetBalance } from '@wagmi/core'
import { toWalletError } from '../errors/toWalletError.ts'
import { evmChainId } from '../networks/toViemChain.ts'
import { assertAddress } from '../utils/validate.ts'

/** The native balance of `address` on `network`, with the network's own currency. */
export async function getBalance(
  config: Config,
  { address, network }: { address: string; network: CaipNetwork },
): Promise<AdapterBalance> {
  const account = assertAddress(address, 'address')
  try {
    const { value } = await wagmiGetBalance(config, { address: account, chainId: evmChainId(network) })
    return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
  } catch (error) {
    throw toWalletError(error, 'read the balance')
  }
}
