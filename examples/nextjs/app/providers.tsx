'use client'
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { type AppKitOptions, createAppKit, mainnet, sepolia } from '@openappkit/core'
import { AppKitProvider } from '@openappkit/react'
import type { ReactNode } from 'react'

// The instance holds adapters (functions), which cannot cross from a server component to a
// client one: it is made here, in a client file, once per page load. `ssr: true` keeps the
// server's markup and the first client render alike; the stored session applies after mount.
const networks = [mainnet, sepolia]
const projectId = process.env.NEXT_PUBLIC_PROJECT_ID ?? 'example-project-id'

// NEXT_PUBLIC_OFFLINE=1 (the repository's test) switches off every hosted service, so the page
// makes no request beyond its own server.
const offline: Partial<AppKitOptions> =
  process.env.NEXT_PUBLIC_OFFLINE === '1'
    ? {
        services: {
          blockchainApi: false,
          rpc: false,
          walletDirectory: false,
          analytics: false,
          authFrame: false,
        },
      }
    : {}

const appKit = createAppKit({
  projectId,
  networks,
  adapters: [createWagmiAdapter({ networks, projectId, ssr: true })],
  ssr: true,
  ...offline,
})

export function Providers(props: { children: ReactNode }) {
  return <AppKitProvider appKit={appKit}>{props.children}</AppKitProvider>
}
