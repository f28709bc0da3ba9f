import { BaseError, type CaipNetwork } from '@openappkit/core'
import type { Config } from '@wagmi/core'
import { evmChainId } from '../networks/toViemChain'

/** The app's own wagmi config must have every eip155 network's chain; checked when the adapter is made. */
export function checkWagmiConfig(config: Config, networks: readonly CaipNetwork[]): Config {
  for (const network of networks) {
    if (!config.chains.some((c) => c.id === evmChainId(network))) {
      throw new BaseError('Invalid adapter options', {
        details: `The wagmi config has no chain ${network.caipNetworkId}`,
      })
    }
  }
  return config
}
