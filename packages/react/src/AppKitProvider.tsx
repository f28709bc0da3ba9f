'use client'
import { type AppKit, type AppKitOptions, createAppKit } from '@openappkit/core'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { AppKitContext } from './context'
import { getWagmiConfig } from './utils/getWagmiConfig'

export type AppKitProviderProps = {
  children?: ReactNode
  /** The app's own client; defaults to the instance's, which the SDK's queries live in. */
  queryClient?: QueryClient | undefined
} & (
  | { options: AppKitOptions; appKit?: undefined }
  | {
      /** A ready instance, e.g. created at module level so it outlives remounts. */
      appKit: AppKit
      options?: undefined
    }
)

/**
 * Gives the hooks an AppKit instance (taken or created once from `options`), mounts
 * `QueryClientProvider` and, when the eip155 adapter exposes a wagmi config, `WagmiProvider`, so
 * wagmi's own hooks work beside ours. It renders nothing of its own, so server and first client
 * render match.
 */
export function AppKitProvider(props: AppKitProviderProps) {
  const [created] = useState(() => (props.appKit ? undefined : createAppKit(props.options)))
  const appKit = props.appKit ?? (created as AppKit)
  const wagmiConfig = getWagmiConfig(appKit)
  const tree = (
    <AppKitContext.Provider value={appKit}>
      <QueryClientProvider client={props.queryClient ?? appKit.queryClient}>
        {props.children}
      </QueryClientProvider>
    </AppKitContext.Provider>
  )
  if (!wagmiConfig) return tree
  // Core's load-time sync restores the connection through the adapter; wagmi must not do it twice.
  return (
    <WagmiProvider config={wagmiConfig} reconnectOnMount={false}>
      {tree}
    </WagmiProvider>
  )
}
