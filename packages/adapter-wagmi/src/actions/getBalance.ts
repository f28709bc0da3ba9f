import type { AdapterBalance, CaipNetwork } from '@openappkit/core'
import type { Config } from '@wagmi/core'
import type { ActionKit } from './actionKit'

/** The native balance of `address` on `network`, read from the chain. */
export async function getBalance(
  kit: ActionKit,
  config: Config,
  { address, network }: { address: string; network: CaipNetwork },
): Promise<AdapterBalance> {
  const { assertAddress, evmChainId, toWalletError, wagmiGetBalance } = kit
  const account = assertAddress(address, 'address')
  const chainId = evmChainId(network)
  try {
    const { value } = await wagmiGetBalance(config, { address: account, chainId })
    return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
  } catch (error) {
    throw toWalletError(error, 'read the balance')
  }
}
