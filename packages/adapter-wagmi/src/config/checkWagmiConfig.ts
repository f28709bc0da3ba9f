import { BaseError, type CaipNetwork } from '@openappkit/core'
import type { Config } from '@wagmi/core'
import { evmChainId } from '../networks/toViemChain.ts'

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

/** What `createWagmiAdapter` builds into a config of its own, and so cannot apply to the app's. */
const ownConfigOnly = [
  'transports',
  'connectors',
  'authConnector',
  'projectId',
  'walletConnect',
  'injected',
  'storage',
  'ssr',
] as const

/**
 * With the app's own `wagmiConfig`, options that only shape a config we build would be accepted
 * and ignored: refused, naming the first. (`walletConnect: false` says what is true anyway.)
 */
export function refuseIgnoredOptions(parameters: Partial<Record<(typeof ownConfigOnly)[number], unknown>>) {
  for (const option of ownConfigOnly) {
    const value = parameters[option]
    if (value === undefined || (option === 'walletConnect' && value === false)) continue
    throw new BaseError('Invalid adapter options', {
      details: `With your own wagmiConfig, \`${option}\` is not used: set it up in your wagmi config instead`,
    })
  }
}
