import type { Config, CreateConnectorFn } from '@wagmi/core'

// Every use of wagmi's `config._internal`, in one place: it is not versioned API, so a wagmi
// upgrade must re-run the tests, and this file is where to look when one fails.

/**
 * Adds a connector after `createConfig`: wagmi has no public way to, and its own EIP-6963 store
 * does exactly this.
 */
export function addConnector(config: Config, fn: CreateConnectorFn): void {
  const connector = config._internal.connectors.setup(fn)
  config._internal.connectors.setState((list) => [...list, connector])
}

/**
 * Whether a config brought by the app discovers EIP-6963 wallets itself at createConfig. With
 * `ssr`, wagmi leaves that to <WagmiProvider>'s mount, which we do not render.
 */
export function discoversOwnWallets(config: Config): boolean {
  return Boolean(config._internal.mipd) && !config._internal.ssr
}

/** wagmi's handlers for a connector's `change`, `connect` and `disconnect` events. */
export function connectionHandlers(config: Config): Config['_internal']['events'] {
  return config._internal.events
}

type Persist = { hasHydrated(): boolean; onFinishHydration(listener: () => void): () => void }

/** zustand's persist API of wagmi's store; absent when the config has no storage. */
export function persistedStore(config: Config): Persist | undefined {
  return (config._internal.store as unknown as { persist?: Persist }).persist
}
