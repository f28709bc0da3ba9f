'use client'
import { type AppKit, type AppKitOptions, createAppKit, restoreFromStorage } from '@openappkit/core'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { AppKitContext } from './context.ts'

export type AppKitProviderProps = {
  children?: ReactNode
  /** The app's own client; defaults to the instance's, which the SDK's queries live in. */
  queryClient?: QueryClient | undefined
} & (
  | {
      /** Created once per mount, with `ssr: true` unless the options say otherwise. */
      options: AppKitOptions
      appKit?: undefined
    }
  | {
      /**
       * A ready instance, e.g. created at module level so it outlives remounts. Create it with
       * `ssr: true` when the page is rendered on a server too.
       */
      appKit: AppKit
      options?: undefined
    }
)

/**
 * Gives the hooks an AppKit instance (taken or created once from `options`) and mounts
 * `QueryClientProvider`. It imports nothing of wagmi: an app that uses wagmi's own hooks renders
 * `<AppKitWagmiProvider>` (`@openappkit/react/wagmi`) inside it. It renders nothing of its own, and an instance created with
 * `ssr: true` (the default for one made from `options`) gets its stored network and connection
 * after mount (`restoreFromStorage`), so server and first client render match.
 */
export function AppKitProvider(props: AppKitProviderProps) {
  const [created] = useState(() =>
    props.appKit ? undefined : createAppKit({ ...props.options, ssr: props.options.ssr ?? true }),
  )
  const appKit = props.appKit ?? (created as AppKit)
  // Effects never run on a server; on the client this runs after hydration. It restores once per
  // instance (StrictMode's second effect, a remount or an instance restored at creation: no-op).
  useEffect(() => {
    void restoreFromStorage(appKit)
  }, [appKit])
  return (
    <AppKitContext.Provider value={appKit}>
      <QueryClientProvider client={props.queryClient ?? appKit.queryClient}>
        {props.children}
      </QueryClientProvider>
    </AppKitContext.Provider>
  )
}
