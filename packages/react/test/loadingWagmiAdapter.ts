import { BaseError, mock } from '@openappkit/core'
import { http } from 'viem'
import { type Config, createConfig } from 'wagmi'
import { mainnet, sepolia } from 'wagmi/chains'

/**
 * A real wagmi config on Sepolia and Ethereum; its transports go to a closed loopback port. No
 * EIP-6963 discovery: it would dispatch Node's event into the jsdom window of a hydration test.
 */
export const newWagmiConfig = (): Config =>
  createConfig({
    chains: [sepolia, mainnet],
    multiInjectedProviderDiscovery: false,
    transports: { [sepolia.id]: http('http://127.0.0.1:1'), [mainnet.id]: http('http://127.0.0.1:1') },
  })

/**
 * An eip155 adapter of the shape `createWagmiAdapter()` has while it loads wagmi and viem with
 * `import()`: `loaded` is held until the test settles it, and `wagmiConfig` throws until then.
 */
export function loadingWagmiAdapter() {
  let built: Config | undefined
  let settle!: { resolve(value: unknown): void; reject(error: unknown): void }
  const loaded = new Promise<unknown>((resolve, reject) => {
    settle = { resolve, reject }
  })
  const adapter = Object.defineProperties(mock(), {
    loaded: { get: () => loaded },
    wagmiConfig: {
      get() {
        if (!built) throw new BaseError('The wagmi config is not built yet')
        return built
      },
    },
  })
  return {
    adapter,
    loaded,
    /** The code is in: the getter answers, then `loaded` resolves with the config. */
    release(config: Config) {
      built = config
      settle.resolve(config)
    },
    /** A broken adapter: `loaded` resolves with something that is no wagmi config. */
    resolveWith: (value: unknown) => settle.resolve(value),
    reject: (error: unknown) => settle.reject(error),
  }
}
