'use client'
import { BaseError } from '@openappkit/core'
import type { ReactNode } from 'react'
import { WagmiContext } from 'wagmi'
import { useAppKitInstance } from './hooks/useAppKitInstance'
import { getWagmiConfig } from './utils/getWagmiConfig'

export type AppKitWagmiProviderProps = { children?: ReactNode }

/**
 * wagmi's context for the eip155 adapter's config, so wagmi's own hooks (`useSignTypedData`…)
 * work beside ours. Rendered inside `<AppKitProvider>` by an app that uses wagmi's hooks; it lives
 * on the `@openappkit/react/wagmi` subpath so that the main entry, and a Solana-only app, import
 * nothing of wagmi. It is wagmi's context without `<WagmiProvider>`: that one also hydrates,
 * which drops connections core restored (see the README).
 */
export function AppKitWagmiProvider(props: AppKitWagmiProviderProps) {
  const appKit = useAppKitInstance('AppKitWagmiProvider')
  const wagmiConfig = getWagmiConfig(appKit)
  if (!wagmiConfig) throw new WagmiAdapterNotFoundError()
  return <WagmiContext.Provider value={wagmiConfig}>{props.children}</WagmiContext.Provider>
}

/** `<AppKitWagmiProvider>` in an app whose instance has no wagmi adapter: wagmi's hooks would have no config. */
export class WagmiAdapterNotFoundError extends BaseError {
  override name = 'WagmiAdapterNotFoundError'
  constructor() {
    super('`<AppKitWagmiProvider>` needs the wagmi adapter', {
      details:
        'The instance has no eip155 adapter with a wagmiConfig: add createWagmiAdapter() to `adapters`.',
      docsPath: '/react/AppKitWagmiProvider',
    })
  }
}
