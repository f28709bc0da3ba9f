import type { AdapterBalance, CaipNetwork } from '@openappkit/core'
import type { Config } from '@wagmi/core'
import type { ActionKit } from './actionKit'

/**
 * The native balance of `address` on `network`: eth_getBalance to the chain's client, at its
 * block tag, as wagmi's getBalance asks it for the chains we configure. Made here so that its
 * code and viem's are not bundled (README, "Loaded on use"); an app's own wagmi config whose
 * chain names multicall3 is asked the same way, not through multicall3's getEthBalance.
 */
export async function getBalance(
  kit: ActionKit,
  config: Config,
  { address, network }: { address: string; network: CaipNetwork },
): Promise<AdapterBalance> {
  const { assertAddress, evmChainId, toWalletError } = kit
  const account = assertAddress(address, 'address')
  const chainId = evmChainId(network)
  try {
    const client = config.getClient({ chainId })
    const balance = await client.request({
      method: 'eth_getBalance',
      params: [account, client.experimental_blockTag ?? 'latest'],
    })
    return {
      value: BigInt(balance),
      decimals: network.nativeCurrency.decimals,
      symbol: network.nativeCurrency.symbol,
    }
  } catch (error) {
    throw toWalletError(error, 'read the balance')
  }
}
