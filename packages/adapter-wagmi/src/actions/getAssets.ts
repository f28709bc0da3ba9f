import type { CaipNetwork, WalletAsset } from '@openappkit/core'
import { type Config, getConnectorClient } from '@wagmi/core'
import { erc7811Actions } from 'viem/experimental'
import { toWalletError } from '../errors/toWalletError.ts'
import { evmChainId } from '../networks/toViemChain.ts'
import { assertAddress } from '../utils/validate.ts'
import { getCapabilities } from './getCapabilities.ts'
import { currentConnection } from './walletChecks.ts'

/**
 * The account's native coin and ERC-20 tokens on a network as the wallet reports them (EIP-7811
 * `wallet_getAssets`), asked only of a wallet whose capabilities on that chain say
 * `assetDiscovery.supported`; null otherwise, and for any connection but a browser wallet's. Other asset types (NFTs) are left out.
 */
export async function getAssets(
  config: Config,
  { address, network }: { address: string; network: CaipNetwork },
): Promise<WalletAsset[] | null> {
  const account = assertAddress(address, 'address')
  const chainId = evmChainId(network)
  // Browser wallets only: a WalletConnect peer or the embedded wallet would turn every balance
  // read into a round trip to another device or the frame, and one that never answers would
  // leave the balances loading.
  if (currentConnection(config)?.connector.type !== 'injected') return null
  const capabilities = (await getCapabilities(config, { address }))[chainId] as
    | { assetDiscovery?: { supported?: unknown } }
    | undefined
  if (capabilities?.assetDiscovery?.supported !== true) return null
  try {
    const client = (await getConnectorClient(config, { account })).extend(erc7811Actions())
    const assets = (await client.getAssets({ account, chainIds: [chainId], aggregate: false }))[chainId] ?? []
    return assets.flatMap((asset) => {
      if (asset.type === 'native') {
        const { name, symbol, decimals } = network.nativeCurrency
        return [{ name, symbol, decimals, balance: asset.balance }]
      }
      if (asset.type !== 'erc20' || !asset.metadata) return []
      const { name, symbol, decimals } = asset.metadata
      return [{ token: asset.address, name, symbol, decimals, balance: asset.balance }]
    })
  } catch (error) {
    throw toWalletError(error, 'report its assets')
  }
}
