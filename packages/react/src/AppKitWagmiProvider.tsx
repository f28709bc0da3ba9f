'use client'
import { BaseError } from '@openappkit/core'
import type { ReactNode } from 'react'
import { WagmiContext } from 'wagmi'
import { useAppKitInstance } from './hooks/useAppKitInstance.ts'
import { getWagmiConfig, type TrackedPromise } from './utils/getWagmiConfig.ts'

export type AppKitWagmiProviderProps = { children?: ReactNode }

/**
 * wagmi's context for the eip155 adapter's config, so wagmi's own hooks (`useSignTypedData`…)
 * work beside ours. Rendered inside `<AppKitProvider>` by an app that uses wagmi's hooks; it lives
 * on the `@openappkit/react/wagmi` subpath so that the main entry, and a Solana-only app, import
 * nothing of wagmi. It is wagmi's context without `<WagmiProvider>`: that one also hydrates,
 * which drops connections core restored (see the README). While the adapter's wagmi code is still
 * loading it suspends (the nearest `<Suspense>`), so its children never render without a config.
 */
export function AppKitWagmiProvider(props: AppKitWagmiProviderProps) {
  const appKit = useAppKitInstance('AppKitWagmiProvider')
  const found = getWagmiConfig(appKit)
  const wagmiConfig = found instanceof Promise ? waitFor(found) : found
  if (!wagmiConfig) throw new WagmiAdapterNotFoundError()
  return <WagmiContext.Provider value={wagmiConfig}>{props.children}</WagmiContext.Provider>
}

// Suspends by throwing the pending promise, as React.lazy does, not with React 19's `use`: a `use`
// that suspends inside a synchronous `act` (Testing Library's `render`, so an app's own tests)
// stays on its fallback after the promise settles, and React 18 (in the peer range) has no `use`.
function waitFor<T>(promise: TrackedPromise<T>): T {
  if (promise.status === 'fulfilled') return promise.value
  if (promise.status === 'rejected') throw promise.reason
  throw promise
}

/** `<AppKitWagmiProvider>` in an app whose instance has no wagmi adapter: wagmi's hooks would have no config. */
export class WagmiAdapterNotFoundError extends BaseError {
  override name = 'WagmiAdapterNotFoundError'
  static override readonly docsPath = '/errors#wagmiadapternotfounderror'
  constructor() {
    super('`<AppKitWagmiProvider>` needs the wagmi adapter', {
      details:
        'The instance has no eip155 adapter with a wagmiConfig: add createWagmiAdapter() to `adapters`.',
    })
  }
}
